import { Badge, type BadgeCriterion, type BadgeView, displayRarity, type LearnerCounts, type UserBadgeView } from '@morah/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/** A criterion in the words a child reads under a badge. */
export function criterionInWords(c: BadgeCriterion): string {
  switch (c.kind) {
    case 'chat_messages': return c.count === 1 ? 'Ask Morah your first question' : `Ask Morah ${c.count} questions`;
    case 'parsha_verses': return `Read ${c.count} verses of the parsha`;
    case 'coloring_pages': return c.count === 1 ? 'Color your first Hebrew letter page' : `Color ${c.count} Hebrew letter pages`;
    case 'study_minutes': return `Learn for ${c.count} minutes in all`;
    case 'games_completed': return c.count === 1 ? 'Finish your first learning game' : `Finish ${c.count} learning games`;
    case 'quizzes_completed': return c.count === 1 ? 'Finish your first quiz' : `Finish ${c.count} quizzes`;
    case 'challenges_completed': return `Complete ${c.count} daily challenges`;
    case 'streak_days': return `Check in ${c.count} days in a row`;
    case 'xp': return `Earn ${c.amount} XP`;
    case 'level': return `Reach level ${c.level}`;
  }
}


export interface StoredBadge {
  id: number;
  badge: Badge;
}

/** How long a process keeps the catalogue it read (see `listStoredBadges`). */
const BADGE_CATALOGUE_TTL_MS = 60_000;
const catalogues = new WeakMap<Kysely<Database>, { readAt: number; badges: Promise<StoredBadge[]> }>();

/**
 * The catalogue as stored, each row checked against the catalogue's schema (a bad row is skipped, not
 * trusted). Only a migration changes it, so a process keeps what it read for a minute per database
 * handle: judging the badges after every chat message does not read the whole catalogue again.
 */
export async function listStoredBadges(db: Kysely<Database>): Promise<StoredBadge[]> {
  const now = Date.now();
  const kept = catalogues.get(db);
  if (kept && now - kept.readAt < BADGE_CATALOGUE_TTL_MS) return kept.badges;
  const badges = readStoredBadges(db);
  catalogues.set(db, { readAt: now, badges });
  // A failed read is not kept: the next call reads again.
  badges.catch(() => catalogues.get(db)?.badges === badges && catalogues.delete(db));
  return badges;
}

async function readStoredBadges(db: Kysely<Database>): Promise<StoredBadge[]> {
  const rows = await db.selectFrom('badges').selectAll().orderBy('id').execute();
  return rows.flatMap((row) => {
    const parsed = Badge.safeParse({
      key: row.key,
      name: row.name,
      description: row.description,
      tagline: row.tagline,
      tier: row.tier,
      rarity: displayRarity(row.rarity),
      category: row.category,
      iconType: row.icon_type,
      xpReward: row.xp_reward,
      criterion: row.criterion,
      premium: row.premium,
    });
    return parsed.success ? [{ id: row.id, badge: parsed.data }] : [];
  });
}

export function toBadgeView({ id, badge }: StoredBadge): BadgeView {
  return {
    id,
    key: badge.key,
    name: badge.name,
    description: badge.description,
    tagline: badge.tagline,
    iconType: badge.iconType,
    criteria: criterionInWords(badge.criterion),
    xpRequired: badge.criterion.kind === 'xp' ? badge.criterion.amount : 0,
    xpReward: badge.xpReward,
    tier: badge.tier,
    rarity: badge.rarity,
    category: badge.category,
    premium: badge.premium === true,
  };
}

export async function listBadgeViews(db: Kysely<Database>): Promise<BadgeView[]> {
  return (await listStoredBadges(db)).map(toBadgeView);
}

/** A learner's badges, newest first, each with its badge. */
export async function listUserBadgeViews(db: Kysely<Database>, userId: number): Promise<UserBadgeView[]> {
  const [rows, badges] = await Promise.all([
    db.selectFrom('user_badges').selectAll().where('user_id', '=', userId).orderBy('earned_at', 'desc').orderBy('id', 'desc').execute(),
    listStoredBadges(db),
  ]);
  const byId = new Map(badges.map((b) => [b.id, toBadgeView(b)]));
  return rows.flatMap((r) => {
    const badge = byId.get(r.badge_id);
    return badge ? [{ id: r.id, badgeId: r.badge_id, earnedAt: new Date(r.earned_at).toISOString(), badge }] : [];
  });
}

/**
 * The running totals every criterion is judged on: the learner's counters row (moved with each ledger
 * write, see learners/learner-counters.ts) and their XP and level. One row, whatever the
 * length of the child's history.
 */
export async function learnerCounts(db: Kysely<Database>, userId: number): Promise<LearnerCounts> {
  return (await badgeStanding(db, userId)).counts;
}

/** What a badge check needs: the learner's totals, their Premium flag and the badges they hold. */
export interface BadgeStanding {
  counts: LearnerCounts;
  isPremium: boolean;
  heldBadgeIds: number[];
}

/** The badge standing's query, not run: `badgeStanding` runs it alone, the judging with the day's standing. */
export function badgeStandingQuery(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('learner_counters as c', 'c.user_id', 'users.id')
    .select((eb) => [
      'users.xp',
      'users.level',
      'users.is_premium',
      'c.chat_messages',
      'c.coloring_pages',
      'c.study_minutes',
      'c.games_completed',
      'c.quizzes_completed',
      'c.parsha_verses',
      'c.challenges_completed',
      'c.longest_streak',
      eb.fn.coalesce(eb.selectFrom('user_badges').select((b) => b.fn.agg<number[]>('array_agg', ['user_badges.badge_id']).as('ids')).whereRef('user_badges.user_id', '=', 'users.id').$asScalar(), sql<number[]>`'{}'::int[]`).as('held'),
    ])
    .where('users.id', '=', userId);
}

export type BadgeStandingRow = Awaited<ReturnType<ReturnType<typeof badgeStandingQuery>['executeTakeFirstOrThrow']>>;

export function toBadgeStanding(row: BadgeStandingRow): BadgeStanding {
  return {
    counts: {
      chatMessages: row.chat_messages ?? 0,
      // Distinct verses read in the parsha reader.
      parshaVerses: row.parsha_verses ?? 0,
      // Only the pages that paid: pages past the day's cap are kept, but do not count toward rewards.
      coloringPages: row.coloring_pages ?? 0,
      studyMinutes: row.study_minutes ?? 0,
      // Every finished game counts; a quiz counts once, however often it is retaken.
      gamesCompleted: row.games_completed ?? 0,
      quizzesCompleted: row.quizzes_completed ?? 0,
      challengesCompleted: row.challenges_completed ?? 0,
      longestStreak: row.longest_streak ?? 0,
      xp: row.xp,
      level: row.level,
    },
    isPremium: row.is_premium === true,
    heldBadgeIds: (row.held ?? []).map(Number),
  };
}

/** What a badge check needs, in one query. */
export async function badgeStanding(db: Kysely<Database>, userId: number): Promise<BadgeStanding> {
  return toBadgeStanding(await badgeStandingQuery(db, userId).executeTakeFirstOrThrow());
}
