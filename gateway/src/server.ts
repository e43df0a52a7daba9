import { loadConfig } from './config';
import { runGateway } from './run-gateway';

// The full-stack gateway process (docker compose, scale-out): needs DATABASE_URL and REDIS_URL.
const gateway = await runGateway(loadConfig(process.env));
console.log(`Morah gateway is ready at ${gateway.url} (${gateway.mode})`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void gateway.close().then(() => process.exit(0)));
}
