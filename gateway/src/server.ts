import { configFromEnvironment } from './config';
import { runGateway } from './run-gateway';
import { stopOnSignals } from './stop-on-signals';

// The full-stack gateway process (docker compose, scale-out): needs DATABASE_URL and REDIS_URL.
const config = configFromEnvironment();
const gateway = await runGateway(config);
console.log(`Morah gateway is ready at ${gateway.url} (${gateway.mode})`);
stopOnSignals(gateway.close, { name: 'Morah gateway' });
