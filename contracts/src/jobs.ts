import { z } from 'zod';
import type { QueueCounts } from './operations';

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

/** Write the questions of one quiz a child asked for (the model when configured, else the offline generator). */
export const QuizGeneratePayload = z.object({
  quizId: z.number().int().positive(),
});
export type QuizGeneratePayload = z.infer<typeof QuizGeneratePayload>;

/** Morah AI's insight on one verse of the parsha reader, kept per verse once answered. */
export const ParshaInsightPayload = z.object({
  /** hebcal's name of the parsha (or combined reading) the verse was read in. */
  parsha: z.string().min(1).max(60),
  /** The verse, e.g. `Genesis 1:1`. */
  ref: z.string().min(1).max(40),
});
export type ParshaInsightPayload = z.infer<typeof ParshaInsightPayload>;

/** Retention: remove conversations untouched for `retentionDays` (null keeps them) and exports past their time. */
export const PrivacyRetentionPayload = z.object({ retentionDays: z.number().int().positive().nullable() });
export type PrivacyRetentionPayload = z.infer<typeof PrivacyRetentionPayload>;

/** Build one requested export of a child's data. */
export const PrivacyExportPayload = z.object({ exportId: z.string().uuid() });
export type PrivacyExportPayload = z.infer<typeof PrivacyExportPayload>;

/** Carry out one parent's request to delete a child's account and data. */
export const PrivacyDeleteChildPayload = z.object({ deletionId: z.string().uuid() });
export type PrivacyDeleteChildPayload = z.infer<typeof PrivacyDeleteChildPayload>;

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
  'quiz.generate': {
    queue: 'quiz',
    payload: QuizGeneratePayload,
    id: (p: QuizGeneratePayload) => `quiz-generate-${p.quizId}`,
    // 0.5 s then 1 s: the model path retries inside the job; these cover a database or network blink.
    retry: { attempts: 3, backoffMs: 500 },
  },
  'parsha.insight': {
    queue: 'tutor',
    payload: ParshaInsightPayload,
    id: (p: ParshaInsightPayload) => `parsha-insight-${p.parsha}-${p.ref}`.replace(/[^A-Za-z0-9_-]/g, '_'),
    retry: { attempts: 3, backoffMs: 500 },
  },
  'privacy.retention': {
    queue: 'privacy',
    payload: PrivacyRetentionPayload,
    // Scheduled, not caused by a write: each run gets its own id from the schedule.
    id: () => 'privacy-retention',
    retry: { attempts: 3, backoffMs: 5000 },
  },
  'privacy.export': {
    queue: 'privacy',
    payload: PrivacyExportPayload,
    id: (p: PrivacyExportPayload) => `privacy-export-${p.exportId}`,
    retry: { attempts: 5, backoffMs: 1000 },
  },
  'privacy.delete-child': {
    queue: 'privacy',
    payload: PrivacyDeleteChildPayload,
    id: (p: PrivacyDeleteChildPayload) => `privacy-delete-child-${p.deletionId}`,
    retry: { attempts: 8, backoffMs: 1000 },
  },
} as const;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.infer<(typeof jobs)[N]['payload']>;

export interface JobResults {
  /** With what the judging that follows the grant, in the same job, found (see `gamification.apply`). */
  'xp.award': { xpAwarded: number; xp: number; level: number; leveledUp: boolean; badgesAwarded: number; challengesCompleted: number };
  'gamification.apply': { badgesAwarded: number; challengesCompleted: number };
  /** `answered`: a reply was posted; `already-answered`: a reply existed, nothing was asked of the model. */
  'tutor.reply': { outcome: 'answered' | 'already-answered' | 'failed'; messageId: string | null };
  /** `model` or `offline`: who wrote the questions; `already-ready` when a duplicate job found them written. */
  'quiz.generate': { outcome: 'ready' | 'already-ready' | 'failed'; source: 'model' | 'offline' | null };
  'parsha.insight': { insight: string; model: string };
  'privacy.retention': { conversations: number; events: number; exports: number };
  'privacy.export': { outcome: 'ready' | 'already-ready' | 'gone'; sizeBytes: number };
  'privacy.delete-child': { outcome: 'deleted' | 'already-deleted'; conversations: number; events: number };
}

/** What travels with a job besides its payload: the request it follows (its worker's log lines carry the id). */
export interface JobMeta {
  requestId?: string | null | undefined;
}

/** What a queue says of a job it was handed: still to run or running, finished, or lost or failed and handed again. */
export type JobCheck = 'queued' | 'completed' | 're-added';

/**
 * The queue jobs run on: BullMQ, or the embedded mode's in-process runner. Only the outbox relay
 * hands jobs to it. Code that writes records its jobs in the same transaction, with the outbox's
 * `JobProducer.enqueue(trx, name, payload)` from `@morah/db`, and never enqueues here directly.
 */
export interface JobQueue {
  /** Hand a job over and return without waiting. A second enqueue with the same job id is ignored. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, meta?: JobMeta): Promise<{ jobId: string }>;
  /** Enqueue (or find the job already enqueued) and wait for the result, or reject after `timeoutMs`. */
  run<N extends JobName>(name: N, payload: JobPayload<N>, timeoutMs?: number): Promise<JobResults[N]>;
  /** Make sure a job handed over earlier is still queued, running or finished; one the queue lost or failed for good is handed over again. */
  ensure<N extends JobName>(name: N, payload: JobPayload<N>, meta?: JobMeta): Promise<JobCheck>;
  /**
   * Run a job every `everyMs`, starting now (a job that follows the clock, not a write): a BullMQ
   * job scheduler, or the in-process runner's timer. Scheduling the same name again replaces it.
   */
  schedule<N extends JobName>(name: N, payload: JobPayload<N>, everyMs: number): Promise<void>;
  /** How many jobs each queue holds now (metrics); rejects when the queue cannot be reached (readiness). */
  counts(): Promise<QueueCounts[]>;
  close(): Promise<void>;
}
