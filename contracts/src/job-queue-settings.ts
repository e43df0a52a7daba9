import { z } from 'zod';
import { jobs } from './jobs';

/** The queues jobs run on (each job's `queue` in `jobs`). */
export type JobQueueName = (typeof jobs)[keyof typeof jobs]['queue'];

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const jobsAtOnce = (what: string) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).optional()).describe(`${what} one process runs at once. Empty: WORKER_CONCURRENCY.`);
const jobsPerMinute = (what: string) =>
  z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).optional())
    .describe(`${what} started in any minute, by every process together; the rest wait their turn in the queue. Empty: no limit.`);

/**
 * How many jobs of each queue a process runs at once, and how many may start a minute: the same
 * settings for the worker processes (BullMQ's `concurrency` and `limiter`) and for a gateway that
 * runs the jobs itself (the in-process runner of the embedded mode). Spread into each program's config.
 */
export const queueSettingsShape = {
  WORKER_CONCURRENCY: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(8))
    .describe('Jobs of one queue (tutor replies, XP, badges, quizzes, privacy work) one process runs at once (a worker process, or a gateway without REDIS_URL, which runs the jobs itself), unless the queue has its own setting below.'),
  WORKER_CONCURRENCY_TUTOR: jobsAtOnce("The tutor's replies and the parsha reader's verse insights (each waits on the model or the offline tutor)"),
  WORKER_CONCURRENCY_XP: jobsAtOnce('XP grants (each also judges badges and challenges)'),
  WORKER_CONCURRENCY_GAMIFICATION: jobsAtOnce('Badge and daily challenge judgings'),
  WORKER_CONCURRENCY_QUIZ: jobsAtOnce('Quizzes being written'),
  WORKER_CONCURRENCY_PRIVACY: jobsAtOnce('Data exports, account deletions and retention passes'),
  WORKER_TUTOR_JOBS_PER_MINUTE: jobsPerMinute("Tutor replies and verse insights (keep under the model server's own rate limit)"),
  WORKER_QUIZ_JOBS_PER_MINUTE: jobsPerMinute("Quizzes written (each asks the model once when one is configured)"),
} as const;

type QueueSettingsConfig = z.infer<z.ZodObject<typeof queueSettingsShape>>;

/** One queue's settings as BullMQ and the in-process runner take them. */
export interface QueueSettings {
  /** Jobs run at once in one process. */
  concurrency: number;
  /** At most this many jobs started a minute (every process together), when set. */
  perMinute?: number;
}

/** Each queue's settings from a program's parsed config: its own setting, or the shared one. */
export function queueSettingsOf(config: QueueSettingsConfig): Record<JobQueueName, QueueSettings> {
  const own: Record<JobQueueName, { concurrency: number | undefined; perMinute?: number | undefined }> = {
    tutor: { concurrency: config.WORKER_CONCURRENCY_TUTOR, perMinute: config.WORKER_TUTOR_JOBS_PER_MINUTE },
    xp: { concurrency: config.WORKER_CONCURRENCY_XP },
    gamification: { concurrency: config.WORKER_CONCURRENCY_GAMIFICATION },
    quiz: { concurrency: config.WORKER_CONCURRENCY_QUIZ, perMinute: config.WORKER_QUIZ_JOBS_PER_MINUTE },
    privacy: { concurrency: config.WORKER_CONCURRENCY_PRIVACY },
  };
  return Object.fromEntries(
    Object.entries(own).map(([queue, s]) => [queue, { concurrency: s.concurrency ?? config.WORKER_CONCURRENCY, ...(s.perMinute ? { perMinute: s.perMinute } : {}) }]),
  ) as Record<JobQueueName, QueueSettings>;
}
