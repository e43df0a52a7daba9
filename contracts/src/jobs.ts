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

/** Answer one student message. Appended as a `tutor reply requested` event; the job id comes from it. */
export const TutorReplyPayload = z.object({
  threadId: z.number().int().positive(),
  /** The student message to answer. */
  messageId: z.string().min(1).max(100),
  /** Global position of the `tutor reply requested` event that caused this job. */
  requestPosition: z.number().int().positive(),
});
export type TutorReplyPayload = z.infer<typeof TutorReplyPayload>;

/** Judge a learner's badges and daily challenges after something they did (an activity, a check-in). */
export const GamificationApplyPayload = z.object({
  userId: z.number().int().positive(),
  /** What happened (e.g. `activity-42`): the job id comes from it. */
  sourceId: z.string().min(1).max(200),
});
export type GamificationApplyPayload = z.infer<typeof GamificationApplyPayload>;

export const jobs = {
  'xp.award': {
    queue: 'xp',
    payload: XpAwardPayload,
    id: (p: XpAwardPayload) => `xp-award-${p.sourceId.replaceAll(':', '-')}`,
    retry: { attempts: 5, backoffMs: 500 },
  },
  'tutor.reply': {
    queue: 'tutor',
    payload: TutorReplyPayload,
    id: (p: TutorReplyPayload) => `tutor-reply-${p.requestPosition}`,
    // 0.5 s, 1 s, 2 s between tries: a child waits at most a few seconds before hearing it failed.
    retry: { attempts: 4, backoffMs: 500 },
  },
  'gamification.apply': {
    queue: 'gamification',
    payload: GamificationApplyPayload,
    id: (p: GamificationApplyPayload) => `gamification-apply-${p.sourceId.replaceAll(':', '-')}`,
    retry: { attempts: 5, backoffMs: 500 },
  },
} as const;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.infer<(typeof jobs)[N]['payload']>;

export interface JobResults {
  'xp.award': { xpAwarded: number; xp: number; level: number; leveledUp: boolean };
  /** `answered`: a reply was posted; `already-answered`: a reply existed, nothing was asked of the model. */
  'gamification.apply': { badgesAwarded: number; challengesCompleted: number };
  'tutor.reply': { outcome: 'answered' | 'already-answered' | 'failed'; messageId: string | null };
}

/** How the gateway hands work to the workers, in either run mode. */
export interface JobProducer {
  /** Enqueue and return without waiting. A second enqueue with the same job id is ignored. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<{ jobId: string }>;
  /** Enqueue and wait for the result (or reject after `timeoutMs`). */
  run<N extends JobName>(name: N, payload: JobPayload<N>, timeoutMs?: number): Promise<JobResults[N]>;
  close(): Promise<void>;
}
