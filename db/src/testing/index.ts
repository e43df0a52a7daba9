export * from './config';
export * from './create-test-database';
export * from './factories';
export * from './build-conversation';
export * from './learner-clock';
export * from './made-once';
export * from './migrated-embedded';
