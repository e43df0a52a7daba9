export * from './create-test-database';
export * from './factories';
export * from './build-conversation';
export * from './learner-clock';
export * from './statement-counter';
export * from './round-trip-counter';
