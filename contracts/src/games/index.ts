export * from './game-catalogue';
export * from './memory-rules';
export * from './round-rules';
export * from './game-results';
export * from './mastery';
export * from './shabbat-rules';
