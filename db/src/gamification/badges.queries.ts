import { Badge, type BadgeCriterion, type BadgeView, displayRarity, type LearnerCounts, type UserBadgeView } from '@morah/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/** A criterion in the words a child reads under a badge. */
export function criterionInWords(c: BadgeCriterion): string {
  switch (c.kind) {
    case 'chat_messages': return c.count === 1 ? 'Ask Morah your first question' : `Ask Morah ${c.count} questions`;
    case 'parsha_verses': return `Read the parsha ${c.count} times`;
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

/** The catalogue as stored, each row checked against the catalogue's schema (a bad row is skipped, not trusted). */
export async function listStoredBadges(db: Kysely<Database>): Promise<StoredBadge[]> {
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

/** The running totals every criterion is judged on, from the ledgers. */
export async function learnerCounts(db: Kysely<Database>, userId: number): Promise<LearnerCounts> {
  const [activity, chat, user, streak, challenges] = await Promise.all([
    db
      .selectFrom('activities')
      .where('user_id', '=', userId)
      .select((eb) => [
        eb.fn.count<string>('id').filterWhere('activity_type', '=', 'parsha').as('parsha'),
        eb.fn.count<string>('id').filterWhere('activity_type', '=', 'coloring').as('coloring'),
        sql<string>`coalesce(sum(duration_seconds / 60) filter (where activity_type = 'study_time'), 0)`.as('study_minutes'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('chat_messages')
      .where('sender_id', '=', userId)
      .where('sender_type', '=', 'student')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['xp', 'level']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('streaks').select((eb) => eb.fn.max('longest').as('longest')).where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('challenge_progress')
      .where('user_id', '=', userId)
      .where('completed_at', 'is not', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    chatMessages: Number(chat.n),
    parshaVerses: Number(activity.parsha),
    coloringPages: Number(activity.coloring),
    studyMinutes: Number(activity.study_minutes),
    // Games and quizzes arrive with their own features; until then nobody has finished one.
    gamesCompleted: 0,
    quizzesCompleted: 0,
    challengesCompleted: Number(challenges.n),
    longestStreak: Number(streak?.longest ?? 0),
    xp: user.xp,
    level: user.level,
  };
}
