import { join } from 'node:path';
import { loadConfig, withTestCheckoutDefault } from '@morah/gateway/config';

// `pnpm start`: Morah in one process, with whatever is configured (nothing: everything embedded).
// Compiled into dist/server/start.mjs, which `pnpm start` runs (scripts/run-compiled.mjs).
// With no Stripe key outside production, Premium is paid at the local test checkout (and it says so).
const { env, notice } = withTestCheckoutDefault(process.env);
const config = loadConfig(env);
if (notice) console.log(notice);
// The embedded database starts opening first, so its WebAssembly compiles while the server code loads.
const { openDatabase } = await import('./commands/open-database');
// The embedded database is this process's alone: its data directory's lock is taken first.
const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: join(config.MORAH_DATA_DIR, 'db') });
// A refusal to open (another Morah has this data directory) is reported below, where start-up ends.
opening.catch(() => undefined);
const [{ startMorah }, { stopOnSignals }] = await Promise.all([import('./compose'), import('@morah/gateway')]);
const starting = startMorah(config, opening);
// A signal while starting lets start-up finish, then closes: never a half-written data directory.
stopOnSignals(async () => (await starting).close());
const morah = await starting.catch((error: unknown) => {
  // Said in one sentence, naming the other process and how to stop it; no stack trace.
  if (error instanceof Error && error.name === 'DataDirInUseError') {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
console.log(`Morah is ready at ${morah.url} (${morah.mode}) in ${Math.round(performance.now())} ms`);
if (morah.mode.startsWith('full stack')) console.log('Start the workers too: pnpm worker');
