export * from './create-test-database';
export * from './factories';
