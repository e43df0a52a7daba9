import type { Kysely, Transaction } from 'kysely';
import type { AfterWrite } from '../outbox/after-write';
import type { Database } from '../schema';
import { type ActivityDecision, type ActivityFacts, type KeptActivity, keepActivityIn, type NewActivity, type PayWithinCap } from './keep-activity';
import { lockLearner } from './lock-learner';

/** The activity an idempotency key was first used for. */
export interface FirstActivity extends KeptActivity {
  activityType: string;
  durationSeconds: number;
}

export type RecordedActivity<R> =
  | { outcome: 'kept'; activity: KeptActivity }
  | { outcome: 'repeat'; activity: FirstActivity }
  | { outcome: 'refused'; refusal: R };

/**
 * Record one learning activity in one transaction, under the learner's lock: a repeat of an
 * idempotency key answers the activity it was first used for (nothing new is kept or paid);
 * otherwise `decide` sees the day's facts and refuses or names the XP, and the activity is kept with
 * its jobs (afterWrite). Count and grant happen under one lock, so parallel requests pay one by one.
 */
export async function recordLearnerActivity<R>(db: Kysely<Database>, input: NewLearnerActivity<R>): Promise<RecordedActivity<R>> {
  return db.transaction().execute((trx) => recordLearnerActivityIn(trx, input));
}

export type NewLearnerActivity<R> = NewActivity & {
  /** Sees the day's facts and refuses or names the XP; or, when the day's cap alone decides, that cap. */
  decide: ((facts: ActivityFacts) => ActivityDecision<R>) | PayWithinCap;
  afterWrite?: AfterWrite<KeptActivity>;
};

/**
 * The same, inside a transaction the caller holds (a chat message keeps its activity with the
 * message). `learnerLocked`: the caller's transaction took the learner's row already (lockLearner).
 */
export async function recordLearnerActivityIn<R>(trx: Transaction<Database>, input: NewLearnerActivity<R>, options: { learnerLocked?: boolean } = {}): Promise<RecordedActivity<R>> {
  if (!options.learnerLocked) await lockLearner(trx, input.userId);
  if (input.idempotencyKey) {
    const first = await trx
      .selectFrom('activities')
      .select(['id', 'activity_type', 'duration_seconds', 'xp_awarded'])
      .where('user_id', '=', input.userId)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (first) return { outcome: 'repeat', activity: { id: first.id, xp: first.xp_awarded, activityType: first.activity_type, durationSeconds: first.duration_seconds } };
  }
  const kept = await keepActivityIn(trx, input, input.decide);
  if (!kept.ok) return { outcome: 'refused', refusal: kept.refusal };
  await input.afterWrite?.(trx, kept.activity);
  return { outcome: 'kept', activity: kept.activity };
}
