import { type ChallengeType, challengeTotals, countedFromChallenges, type DailyChallengeView, dailyChallengesFor, type LearnerDayRecord } from '@morah/contracts';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { LearnerAudience } from '@morah/contracts/audience';
import { onLocalDay } from '../queries/local-day';
import { toLearnerAudience } from '../queries/access.queries';
import { lockLearner } from '../activities/lock-learner';
import { moveLearnerCounters } from '../learners/learner-counters';
import { grantXp, grantXpStatement, keepLevel, toXpGrant, type XpGrant, type XpGrantInput } from '../queries/xp.queries';
import type { Prepared } from '../client';
import type { Database, UsersTable } from '../schema';
import { learnerTimeZoneSql } from './streaks';
import { type BadgeStanding, type BadgeStandingRow, badgeStandingQuery, toBadgeStanding } from './badges.queries';

/** A day's challenge as stored: how far it got, and when it was paid (null until then). */
export interface StoredChallengeProgress {
  challenge_type: string;
  current_progress: number;
  completed_at: Date | null;
}

/**
 * What a learner really did on one local day, per challenge kind, with the day's challenges as
 * stored. Challenges advance from these ledgers, never from what a client claims: a client that says
 * "I colored 50 pages" moves nothing. One query, reading only that day's rows of each ledger.
 */
export interface DayStanding {
  totals: Record<ChallengeType, number>;
  stored: StoredChallengeProgress[];
}

/**
 * The day's standing's query, not run: `dayStanding` runs it alone, the judging with the learner
 * and the badge standing (`learnerJudgingStanding`). The day ('YYYY-MM-DD', or an SQL date) and the zone are values, or SQL from what the
 * query is placed beside (a learner's own).
 */
export function dayStandingQuery(userId: number, day: string | RawBuilder<unknown>, timeZone: string | RawBuilder<unknown>) {
  const onDay = (column: string) => onLocalDay(column, day, timeZone);
  // A day in SQL is a date; the challenges keep it as 'YYYY-MM-DD' text.
  const storedDay = typeof day === 'string' ? day : sql`to_char(${day}, 'YYYY-MM-DD')`;
  // Read only: rows alike come grouped with their count; what counts toward a challenge is
  // `challengeTotals`'s to say (contracts), never this statement's.
  return sql<DayStandingRow>`
    select
      (select coalesce(json_agg(json_build_object('senderType', sender_type, 'count', n)), '[]')
         from (select sender_type, count(*) as n from chat_messages where sender_id = ${userId} and ${onDay('created_at')} group by sender_type) m) as messages,
      (select coalesce(json_agg(json_build_object('activityType', activity_type, 'xpAwarded', xp_awarded, 'seconds', seconds, 'count', n)), '[]')
         from (select activity_type, xp_awarded, coalesce(sum(duration_seconds), 0) as seconds, count(*) as n
               from activities where user_id = ${userId} and ${onDay('created_at')} group by activity_type, xp_awarded) a) as activities,
      (select count(*) from game_results where user_id = ${userId} and ${onDay('created_at')}) as games,
      (select coalesce(json_agg(json_build_object('learnerTriedBefore', tried_before, 'count', n)), '[]')
         from (select exists (select 1 from quiz_attempts earlier where earlier.quiz_id = a.quiz_id and earlier.user_id = a.user_id and earlier.id < a.id) as tried_before, count(*) as n
               from quiz_attempts a where a.user_id = ${userId} and ${onDay('a.created_at')} group by 1) q) as quiz_attempts,
      (select count(distinct (book, chapter, verse)) from parsha_verse_reads where user_id = ${userId} and ${onDay('created_at')}) as verses,
      (select coalesce(json_agg(json_build_object('challenge_type', challenge_type, 'current_progress', current_progress, 'completed_at', completed_at)), '[]')
         from challenge_progress where user_id = ${userId} and day = ${storedDay}) as stored`;
}

export interface DayStandingRow {
  messages: LearnerDayRecord['messages'];
  activities: LearnerDayRecord['activities'];
  games: string;
  quiz_attempts: LearnerDayRecord['quizAttempts'];
  verses: string;
  stored: { challenge_type: string; current_progress: number; completed_at: string | null }[];
}

export function toDayStanding(row: DayStandingRow): DayStanding {
  const record: LearnerDayRecord = { messages: row.messages, activities: row.activities, games: Number(row.games), quizAttempts: row.quiz_attempts, versesRead: Number(row.verses) };
  return {
    totals: challengeTotals(record),
    stored: row.stored.map((r) => ({ ...r, completed_at: r.completed_at === null ? null : new Date(r.completed_at) })),
  };
}

export async function dayStanding(db: Kysely<Database>, userId: number, day: string, timeZone: string): Promise<DayStanding> {
  return toDayStanding((await dayStandingQuery(userId, day, timeZone).execute(db)).rows[0]!);
}

/** A learner as the judging sees them: their role, their zone and today in it, and the standing of that day. */
export interface LearnerJudgingStanding {
  role: UsersTable['role'];
  timeZone: string;
  /** Today in the learner's zone, 'YYYY-MM-DD'. */
  day: string;
  standing: { day: DayStanding; badges: BadgeStanding };
}

/**
 * Everything the judging after an activity reads, in one query: the learner's role, the zone their
 * check-ins keep (UTC without one), today in it, that day's standing for the challenges, and the
 * badge standing (which holds for the badges as long as the challenges paid nothing: a paid
 * challenge moves XP and the challenge count). Undefined for no such user.
 */
export async function learnerJudgingStanding(db: Kysely<Database>, userId: number, prepared?: Prepared): Promise<LearnerJudgingStanding | undefined> {
  return toLearnerJudgingStanding(await rowsOf(db, learnerJudgingStandingQuery(db, userId), prepared && { prepared, name: 'learner-judging-standing' }));
}

/**
 * The rows of a statement asked after every activity. With `prepared` (the workers' connection) it
 * is kept prepared under `name`: Postgres plans the judging's read, with its six subqueries, in
 * about a millisecond of its CPU, and binds a prepared one in a tenth of that. Its columns are named
 * (the subqueries' `d.*` and `b.*` are their own named columns, not a table's).
 */
async function rowsOf<Row>(db: Kysely<Database>, query: RawBuilder<Row>, keep: { prepared: Prepared; name: string } | undefined): Promise<Row[]> {
  if (!keep) return (await query.execute(db)).rows;
  const compiled = query.compile(db);
  return keep.prepared(keep.name, compiled, compiled.parameters);
}

type LearnerJudgingRow = DayStandingRow & BadgeStandingRow & { learner_role: UsersTable['role']; learner_zone: string; learner_day: string };

function learnerJudgingStandingQuery(db: Kysely<Database>, userId: number): RawBuilder<LearnerJudgingRow> {
  const id = Math.trunc(userId);
  return sql<LearnerJudgingRow>`
    select d.*, b.*, l.role as learner_role, l.zone as learner_zone, to_char(l.day, 'YYYY-MM-DD') as learner_day
    from (select u.role, z.zone, (now() at time zone z.zone)::date as day
          from users u
          cross join lateral (select ${learnerTimeZoneSql(sql`u.id`)} as zone) z
          where u.id = ${id}::int offset 0) as l
    cross join lateral (${dayStandingQuery(id, sql`l.day`, sql`l.zone`)}) as d
    cross join (${badgeStandingQuery(db, id)}) as b`;
}

function toLearnerJudgingStanding(rows: readonly LearnerJudgingRow[]): LearnerJudgingStanding | undefined {
  const row = rows[0];
  if (!row) return undefined;
  return { role: row.learner_role, timeZone: row.learner_zone, day: row.learner_day, standing: { day: toDayStanding(row), badges: toBadgeStanding(row) } };
}

/**
 * An XP grant (`grantXp`) with who hears of it, then the judging's read of the learner
 * (`learnerJudgingStanding`, which sees the grant). No transaction holds them together: the grant
 * is atomic on its own and holds the learner's row only while Postgres runs it, so a child's next
 * message, which takes that row, never waits on this job's later round trips (a busy worker's). The
 * read after the commit sees the grant and whatever else came since, which the judging (idempotent)
 * only counts the sooner.
 */
export async function grantXpThenJudgingStanding(
  db: Kysely<Database>,
  grant: XpGrantInput,
  prepared?: Prepared,
): Promise<{ grant: XpGrant; audience: LearnerAudience; judged: LearnerJudgingStanding | undefined }> {
  const granted = await rowsOf(db, grantXpStatement(grant, { audience: true }), prepared && { prepared, name: 'grant-xp-with-audience' });
  // No row means no such learner: `toXpGrant` says so.
  const xpGrant = toXpGrant(grant, granted);
  await keepLevel(db, grant.userId, granted[0]!.level, xpGrant);
  const read = await rowsOf(db, learnerJudgingStandingQuery(db, grant.userId), prepared && { prepared, name: 'learner-judging-standing' });
  return { grant: xpGrant, audience: toLearnerAudience(grant.userId, granted[0]!), judged: toLearnerJudgingStanding(read) };
}

export interface ChallengeCompletion {
  challenge: DailyChallengeView;
  grant: XpGrant;
}

/**
 * Bring the day's challenges up to what the learner really did, and pay each challenge that is
 * now complete, once: completion is claimed with `completed_at is null`, and the reward's ledger
 * source is the learner, the day and the kind. Only the challenges that moved are written (stored
 * progress only grows, so one read before the write can only under-state it: what it says needs no
 * write truly needs none). Progress alone is one statement and takes no lock but its rows': it
 * only ever raises a number, so writers in any order agree, and it pays nothing. A challenge that
 * finishes is claimed and paid in one transaction under the learner's lock, as every payment is.
 */
export async function syncChallenges(
  db: Kysely<Database>,
  input: { userId: number; day: string; timeZone: string },
  /** The day's standing when the caller has just read it (the judging reads it with the badges'). */
  known?: DayStanding,
): Promise<{ challenges: DailyChallengeView[]; completed: ChallengeCompletion[] }> {
  const { userId, day } = input;
  const { totals, stored } = known ?? (await dayStanding(db, userId, day, input.timeZone));
  const challenges = dailyChallengesFor(day).map((challenge) => {
    const progress = Math.min(totals[challenge.type], challenge.targetValue);
    const view: DailyChallengeView = { ...challenge, userProgress: { currentProgress: progress, isCompleted: progress >= challenge.targetValue } };
    const row = stored.find((r) => r.challenge_type === challenge.type);
    const done = progress >= challenge.targetValue;
    return { challenge, view, progress, done, moved: !row || progress > row.current_progress || (done && row.completed_at === null) };
  });
  const moved = challenges.filter((c) => c.moved);
  if (moved.length === 0) return { challenges: challenges.map((c) => c.view), completed: [] };

  // Raised in the order of the day's challenges, so two writers lock the rows in one order.
  const raiseProgress = (to: Kysely<Database> | Transaction<Database>) =>
    to
      .insertInto('challenge_progress')
      .values(moved.map((c) => ({ user_id: userId, day, challenge_type: c.challenge.type, current_progress: c.progress, completed_at: null })))
      .onConflict((oc) =>
        oc.columns(['user_id', 'day', 'challenge_type']).doUpdateSet((eb) => ({
          current_progress: sql<number>`greatest(${eb.ref('challenge_progress.current_progress')}, ${eb.ref('excluded.current_progress')})`,
        })),
      )
      .execute();
  const finished = moved.filter((c) => c.done);
  if (finished.length === 0) {
    // Most judgings: a challenge moved a step, with no lock but its rows'.
    await raiseProgress(db);
    return { challenges: challenges.map((c) => c.view), completed: [] };
  }

  const completed = await db.transaction().execute(async (trx) => {
    await lockLearner(trx, userId);
    await raiseProgress(trx);
    const claimed = await trx
      .updateTable('challenge_progress')
      .set({ completed_at: new Date() })
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('challenge_type', 'in', finished.map((c) => c.challenge.type))
      .where('completed_at', 'is', null)
      .returning('challenge_type')
      .execute();
    const paid: ChallengeCompletion[] = [];
    // In the order of the day's challenges, as before.
    for (const c of finished.filter((f) => claimed.some((r) => r.challenge_type === f.challenge.type))) {
      const grant = await grantXp(trx, { userId, sourceId: `challenge-${userId}-${day}-${c.challenge.type}`, amount: c.challenge.rewardXP, reason: 'challenge' });
      paid.push({ challenge: c.view, grant });
    }
    // Last, so the counters' row (which a child's message moves too) is held only until the commit.
    await moveLearnerCounters(trx, userId, countedFromChallenges(claimed.length));
    return paid;
  });
  return { challenges: challenges.map((c) => c.view), completed };
}

/** The day's challenges as they stand, without writing anything (for dashboards). */
export async function challengeViews(db: Kysely<Database>, input: { userId: number; day: string; timeZone: string }): Promise<DailyChallengeView[]> {
  const { totals, stored: rows } = await dayStanding(db, input.userId, input.day, input.timeZone);
  return dailyChallengesFor(input.day).map((challenge) => {
    const stored = rows.find((r) => r.challenge_type === challenge.type);
    const currentProgress = Math.min(Math.max(totals[challenge.type], stored?.current_progress ?? 0), challenge.targetValue);
    return { ...challenge, userProgress: { currentProgress, isCompleted: Boolean(stored?.completed_at) || currentProgress >= challenge.targetValue } };
  });
}
