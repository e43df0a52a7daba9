// What the embedded mode needs from the workers, without loading BullMQ or Redis clients.
export { createProcessors } from './registry';
export { createInProcessRunner, type InProcessRunner } from './in-process-runner';
export { lazyTutor, type TutorEnv } from './tutor/lazy-tutor';
export type { JobLogger } from './processor';
export { createWorkerMetrics, type WorkerMetrics } from './worker-metrics';
