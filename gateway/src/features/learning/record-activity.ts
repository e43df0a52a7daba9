import { type ActivityType, activityPay, dailyActivityXpCap, describePay, judgeActivityDuration, type RecordActivityResponse, xpForActivity } from '@morah/contracts';
import { type Database, type JobProducer, type JobRecorder, learnerTimeZone, type NewActivity, type NewLearnerActivity, recordLearnerActivity, type UserRow } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import { activityXpAnswer } from './activity-xp-answer';
import { recordActivityJobs } from './record-activity-jobs';

export interface ActivityClaim {
  activityType: ActivityType;
  durationSeconds?: number;
  /** The client's key for this activity: a repeat answers the first one and pays nothing again. */
  idempotencyKey?: string | null;
  /** When this session signed in (null when unknown): a duration cannot be longer than the time since. */
  signedInAt?: Date | null;
}

/**
 * Keep one learning activity and, in the same transaction, its XP job, which writes the ledger once,
 * asks for badges and challenges to be judged, and tells the student's room. The server decides the
 * amount: in one transaction under the learner's lock it refuses a duration longer than the time that
 * passed, counts what the kind already paid today and pays at most the rest of the daily cap.
 */
export async function recordActivity(
  deps: { db: Kysely<Database>; jobs: JobProducer; log: FastifyBaseLogger },
  student: UserRow,
  claim: ActivityClaim,
): Promise<RecordActivityResponse> {
  const { activityType } = claim;
  const durationSeconds = claim.durationSeconds ?? 0;
  const timeZone = await learnerTimeZone(deps.db, student.id);
  let xpJob: string | undefined;
  const recorded = await recordLearnerActivity(
    deps.db,
    activityRecording(deps.jobs, student, claim, timeZone, (jobId) => {
      xpJob = jobId;
    }),
  );
  if (recorded.outcome === 'refused') {
    // The minutes that can be saved now go with the sentence: the Learning Log offers them.
    const { message, loggableMinutes } = recorded.refusal;
    throw new AppError(400, 'validation_failed', message, [{ path: ['duration'], message, loggableMinutes }]);
  }
  if (recorded.outcome === 'repeat') {
    const first = recorded.activity;
    if (first.activityType !== activityType || first.durationSeconds !== durationSeconds) {
      throw new AppError(409, 'conflict', 'That activity was already saved with different details. Please try again.');
    }
    const totals = await deps.db.selectFrom('users').select(['xp', 'level']).where('id', '=', student.id).executeTakeFirstOrThrow();
    const pay = describePay(activityType, durationSeconds, first.xp);
    return { xpAwarded: first.xp, xp: totals.xp, level: totals.level, dailyCapReached: pay.dailyCapReached, message: pay.message };
  }
  const pay = describePay(activityType, durationSeconds, recorded.activity.xp);
  const award = await activityXpAnswer(deps, student, xpJob, recorded.activity.xp);
  return { ...award, dailyCapReached: pay.dailyCapReached, message: pay.message };
}

/** A duration longer than the time that passed: the sentence, and the whole minutes that can be saved now. */
type DurationRefusal = { message: string; loggableMinutes: number };

/**
 * What keeping a claimed activity asks of the ledger, under the learner's lock: the duration judged
 * against the time that passed, the pay within the day's cap, and its XP job recorded with it
 * (`onXpJob` hears the job's id, when it pays).
 */
export function activityRecording(
  jobs: JobRecorder,
  student: Pick<UserRow, 'id'>,
  claim: ActivityClaim,
  timeZone: NewActivity['timeZone'],
  onXpJob: (jobId: string | undefined) => void = () => {},
): NewLearnerActivity<DurationRefusal> {
  const { activityType, idempotencyKey = null } = claim;
  const durationSeconds = claim.durationSeconds ?? 0;
  const signedInAt = claim.signedInAt ?? null;
  return {
    userId: student.id,
    activityType,
    durationSeconds,
    timeZone,
    idempotencyKey,
    // With no duration there is nothing to judge (no time can be too long): the day's cap alone
    // decides, in the statement that keeps the activity.
    decide: durationSeconds === 0 ? { amount: xpForActivity(activityType, 0), dailyCap: dailyActivityXpCap(activityType) } : (facts) => {
      const judged = judgeActivityDuration({ durationSeconds, now: facts.now, lastActivityAt: facts.lastActivityAt, signedInAt });
      if (!judged.ok) return { ok: false, refusal: { message: judged.message, loggableMinutes: judged.loggableMinutes } };
      return { ok: true, xp: activityPay(activityType, durationSeconds, facts.paidToday).xp };
    },
    afterWrite: async (trx, activity) => {
      onXpJob(await recordActivityJobs(jobs, trx, student, { id: activity.id, amount: activity.xp, reason: activityType }));
    },
  };
}
