import { newlyEarned, type UserBadgeView } from '@morah/contracts';
import type { Kysely } from 'kysely';
import { lockLearner } from '../activities/lock-learner';
import { grantXp, type XpGrant } from '../queries/xp.queries';
import type { Database } from '../schema';
import { type BadgeStanding, badgeStanding, listStoredBadges, type StoredBadge, toBadgeView } from './badges.queries';

export interface BadgeAward {
  userBadge: UserBadgeView;
  xpGained: number;
  grant: XpGrant | null;
}

/**
 * Give one badge, once: the badge and the XP it pays are written in one transaction, and the unique
 * (learner, badge) pair turns a second attempt (a retried job, two events at once) into nothing.
 */
export async function awardBadge(db: Kysely<Database>, userId: number, stored: StoredBadge): Promise<BadgeAward | null> {
  return db.transaction().execute(async (trx) => {
    await lockLearner(trx, userId);
    const inserted = await trx
      .insertInto('user_badges')
      .values({ user_id: userId, badge_id: stored.id })
      .onConflict((oc) => oc.columns(['user_id', 'badge_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return null;
    const reward = stored.badge.xpReward;
    const grant = reward > 0 ? await grantXp(trx, { userId, sourceId: `badge-${inserted.id}`, amount: reward, reason: 'badge' }) : null;
    return {
      userBadge: { id: inserted.id, badgeId: stored.id, earnedAt: new Date(inserted.earned_at).toISOString(), badge: toBadgeView(stored) },
      xpGained: grant?.amount ?? 0,
      grant,
    };
  });
}

/**
 * Every badge the learner's totals now earn and they do not hold yet. A badge's XP can cross an XP
 * or level threshold, so the totals are read again until nothing new is earned.
 */
export async function awardEarnedBadges(
  db: Kysely<Database>,
  userId: number,
  /** The learner's standing when the caller has just read it, with nothing written since. */
  known?: BadgeStanding,
): Promise<BadgeAward[]> {
  const [catalogue, first] = await Promise.all([listStoredBadges(db), known ?? badgeStanding(db, userId)]);
  const awards: BadgeAward[] = [];
  for (let round = 0; round < catalogue.length; round++) {
    const { counts, isPremium, heldBadgeIds } = round === 0 ? first : await badgeStanding(db, userId);
    const heldIds = new Set(heldBadgeIds);
    const heldKeys = catalogue.filter((s) => heldIds.has(s.id)).map((s) => s.badge.key);
    const earned = newlyEarned(
      catalogue.map((s) => s.badge),
      counts,
      heldKeys,
      { isPremium },
    );
    if (earned.length === 0) break;
    for (const badge of earned) {
      const award = await awardBadge(db, userId, catalogue.find((s) => s.badge.key === badge.key)!);
      if (award) awards.push(award);
    }
  }
  return awards;
}
