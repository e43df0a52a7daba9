export { buildApp, type AppDeps, type MorahApp } from './app';
export { loadConfig, type GatewayConfig } from './config';
export { runGateway, type RunningGateway, type InProcessJobs } from './run-gateway';
export { stopOnSignals } from './stop-on-signals';
export { fetchSefariaRange, type SefariaOptions } from './features/parsha/fetch-sefaria-range';
export { startOutboxRelay, MAX_DELIVERIES, type OutboxRelay, type OutboxRelayOptions } from './jobs/outbox-relay';
