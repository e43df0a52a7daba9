import { type ChallengeType, type DailyChallengeView, dailyChallengesFor } from '@morah/contracts';
import { type Kysely, sql } from 'kysely';
import { grantXpIn, type XpGrant } from '../queries/xp.queries';
import type { Database } from '../schema';

/**
 * What a learner really did on one local day, per challenge kind. Challenges advance from these
 * ledgers, never from what a client claims: a client that says "I colored 50 pages" moves nothing.
 */
export async function dayTotals(db: Kysely<Database>, userId: number, day: string, timeZone: string): Promise<Record<ChallengeType, number>> {
  const onDay = (column: string) => sql<boolean>`(${sql.ref(column)} at time zone ${timeZone})::date = ${day}::date`;
  const [activity, chat] = await Promise.all([
    db
      .selectFrom('activities')
      .where('user_id', '=', userId)
      .where(onDay('created_at'))
      .select((eb) => [
        eb.fn.count<string>('id').filterWhere('activity_type', '=', 'parsha').as('parsha'),
        eb.fn.count<string>('id').filterWhere('activity_type', '=', 'coloring').as('coloring'),
        sql<string>`coalesce(sum(duration_seconds) filter (where activity_type = 'study_time'), 0) / 60`.as('minutes'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('chat_messages')
      .where('sender_id', '=', userId)
      .where('sender_type', '=', 'student')
      .where(onDay('created_at'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    chat_messages: Number(chat.n),
    coloring_pages: Number(activity.coloring),
    torah_verses: Number(activity.parsha),
    study_time: Math.floor(Number(activity.minutes)),
  };
}

export interface ChallengeCompletion {
  challenge: DailyChallengeView;
  grant: XpGrant;
}

/**
 * Bring the day's challenges up to what the learner really did, and pay each challenge that is
 * now complete, once: completion is claimed with `completed_at is null`, and the reward's ledger
 * source is the learner, the day and the kind.
 */
export async function syncChallenges(
  db: Kysely<Database>,
  input: { userId: number; day: string; timeZone: string },
): Promise<{ challenges: DailyChallengeView[]; completed: ChallengeCompletion[] }> {
  const { userId, day } = input;
  const totals = await dayTotals(db, userId, day, input.timeZone);
  const challenges: DailyChallengeView[] = [];
  const completed: ChallengeCompletion[] = [];
  for (const challenge of dailyChallengesFor(day)) {
    const progress = Math.min(totals[challenge.type], challenge.targetValue);
    const result = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('challenge_progress')
        .values({ user_id: userId, day, challenge_type: challenge.type, current_progress: progress, completed_at: null })
        .onConflict((oc) =>
          oc.columns(['user_id', 'day', 'challenge_type']).doUpdateSet((eb) => ({
            current_progress: sql<number>`greatest(${eb.ref('challenge_progress.current_progress')}, ${eb.ref('excluded.current_progress')})`,
          })),
        )
        .execute();
      if (progress < challenge.targetValue) return null;
      const claimed = await trx
        .updateTable('challenge_progress')
        .set({ completed_at: new Date() })
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('challenge_type', '=', challenge.type)
        .where('completed_at', 'is', null)
        .returning('day')
        .executeTakeFirst();
      if (!claimed) return null;
      return grantXpIn(trx, { userId, sourceId: `challenge-${userId}-${day}-${challenge.type}`, amount: challenge.rewardXP, reason: 'challenge' });
    });
    const view: DailyChallengeView = { ...challenge, userProgress: { currentProgress: progress, isCompleted: progress >= challenge.targetValue } };
    challenges.push(view);
    if (result) completed.push({ challenge: view, grant: result });
  }
  return { challenges, completed };
}

/** The day's challenges as they stand, without writing anything (for dashboards). */
export async function challengeViews(db: Kysely<Database>, input: { userId: number; day: string; timeZone: string }): Promise<DailyChallengeView[]> {
  const [totals, rows] = await Promise.all([
    dayTotals(db, input.userId, input.day, input.timeZone),
    db.selectFrom('challenge_progress').selectAll().where('user_id', '=', input.userId).where('day', '=', input.day).execute(),
  ]);
  return dailyChallengesFor(input.day).map((challenge) => {
    const stored = rows.find((r) => r.challenge_type === challenge.type);
    const currentProgress = Math.min(Math.max(totals[challenge.type], stored?.current_progress ?? 0), challenge.targetValue);
    return { ...challenge, userProgress: { currentProgress, isCompleted: Boolean(stored?.completed_at) || currentProgress >= challenge.targetValue } };
  });
}
