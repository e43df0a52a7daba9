import { loadConfig } from '@morah/gateway';
import { startMorah } from './compose';

// `pnpm start`: Morah in one process, with whatever is configured (nothing: everything embedded).
const startedAt = performance.now();
const morah = await startMorah(loadConfig(process.env));
console.log(`Morah is ready at ${morah.url} (${morah.mode}) in ${Math.round(performance.now() - startedAt)} ms`);
if (morah.mode.startsWith('full stack')) console.log('Start the workers too: pnpm worker');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void morah.close().then(() => process.exit(0)));
}
