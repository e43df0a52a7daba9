import { z } from 'zod';

/**
 * Job contracts: the gateway enqueues, the workers process; they meet here.
 * Job ids come from what caused the job, so a duplicate enqueue is the same job.
 * BullMQ job ids may not contain ':'.
 */
export const XpAwardPayload = z.object({
  userId: z.number().int(),
  /** Unique source of the XP (e.g. `activity-42`): the ledger grants each source once. */
  sourceId: z.string().min(1).max(200),
  amount: z.number().int().min(0),
  reason: z.string().min(1).max(50),
});
export type XpAwardPayload = z.infer<typeof XpAwardPayload>;

export const jobs = {
  'xp.award': {
    queue: 'xp',
    payload: XpAwardPayload,
    id: (p: XpAwardPayload) => `xp-award-${p.sourceId.replaceAll(':', '-')}`,
  },
} as const;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.infer<(typeof jobs)[N]['payload']>;

export interface JobResults {
  'xp.award': { xpAwarded: number; xp: number; level: number; leveledUp: boolean };
}

/** How the gateway hands work to the workers, in either run mode. */
export interface JobProducer {
  /** Enqueue and return without waiting. A second enqueue with the same job id is ignored. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<{ jobId: string }>;
  /** Enqueue and wait for the result (or reject after `timeoutMs`). */
  run<N extends JobName>(name: N, payload: JobPayload<N>, timeoutMs?: number): Promise<JobResults[N]>;
  close(): Promise<void>;
}
