import { join } from 'node:path';
import { loadConfig } from '@morah/gateway/config';

// `pnpm start`: Morah in one process, with whatever is configured (nothing: everything embedded).
// The embedded database starts opening first, so its WebAssembly compiles while the server code loads.
const startedAt = performance.now();
await import('./scripts/ensure-web-build');
const config = loadConfig(process.env);
const { connect } = await import('@morah/db');
const opening = connect({ databaseUrl: config.DATABASE_URL, dataDir: join(config.MORAH_DATA_DIR, 'db') });
const { startMorah } = await import('./compose');
const morah = await startMorah(config, opening);
console.log(`Morah is ready at ${morah.url} (${morah.mode}) in ${Math.round(performance.now() - startedAt)} ms`);
if (morah.mode.startsWith('full stack')) console.log('Start the workers too: pnpm worker');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void morah.close().then(() => process.exit(0)));
}
