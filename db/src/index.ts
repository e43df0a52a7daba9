export * from './schema';
export * from './client';
export * from './migrate-to-latest';
export * from './queries/users.queries';
export * from './queries/access.queries';
export * from './queries/xp.queries';
