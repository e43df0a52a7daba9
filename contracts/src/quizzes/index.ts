export * from './quiz-api';
export * from './quiz-rules';
