export * from './push';
export * from './chat-audience';
export * from './progress-audience';
