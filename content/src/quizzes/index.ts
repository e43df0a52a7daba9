export * from './holiday-customs';
export * from './history-moments';
