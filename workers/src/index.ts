export { createProcessors, queuesOf } from './registry';
export { createInProcessRunner, type InProcessRunner } from './in-process-runner';
export { startBullWorkers } from './bull-workers';
export { createRedisRoomEmitter } from './redis-room-emitter';
export { loadWorkerConfig, type WorkerConfig } from './config';
export type { WorkerDeps, JobLogger, Processors } from './processor';
export { lazyTutor, type TutorEnv } from './tutor/lazy-tutor';
export { createWorkerMetrics, type WorkerMetrics } from './worker-metrics';
export { doneMarks } from './marking-outbox-done';
