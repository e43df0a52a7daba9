import { type RoomEmitter, rooms } from '@morah/contracts';
import type { Kysely } from 'kysely';
import { parentIdsOf } from '../queries/access.queries';
import type { XpGrant } from '../queries/xp.queries';
import type { Database } from '../schema';
import type { BadgeAward } from './award-badges';
import type { ChallengeCompletion } from './challenges';
import type { CheckIn } from './streaks';

export interface ProgressNews {
  awards?: readonly BadgeAward[];
  checkIn?: CheckIn;
  challenges?: readonly ChallengeCompletion[];
  /** Other XP grants to announce (the ones above are announced with them). */
  grants?: readonly (XpGrant | null)[];
}

const leveledUp = (g: XpGrant | null | undefined): g is XpGrant => Boolean(g?.granted && g.level > g.previousLevel);

/**
 * Tell the learner and their linked parents, at once, what they just earned: badges, a streak
 * bonus, finished challenges and new levels; the learner's own room also hears the XP. Parents'
 * notices carry the child's name, so a parent of several knows whose it is.
 */
export async function publishProgress(db: Kysely<Database>, emitter: RoomEmitter, userId: number, news: ProgressNews): Promise<void> {
  const awards = news.awards ?? [];
  const completions = news.challenges ?? [];
  const grants = [...awards.map((a) => a.grant), news.checkIn?.grant ?? null, ...completions.map((c) => c.grant), ...(news.grants ?? [])].filter(
    (g): g is XpGrant => Boolean(g?.granted),
  );
  if (awards.length === 0 && completions.length === 0 && grants.length === 0 && !news.checkIn?.bonusXP) return;

  const [user, parentIds] = await Promise.all([
    db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst(),
    parentIdsOf(db, userId),
  ]);
  const about = { studentId: userId, studentName: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() };
  const own = rooms.user(userId);
  const family = [own, ...parentIds.map(rooms.user)];
  const parents = parentIds.map(rooms.user);

  for (const award of awards) {
    emitter.emit(family, 'badge:awarded', { ...about, userBadge: award.userBadge, xpGained: award.xpGained, newLevel: leveledUp(award.grant) ? award.grant.level : null });
  }
  if (news.checkIn && news.checkIn.bonusXP > 0) {
    emitter.emit(family, 'streak:bonus', { ...about, bonusXP: news.checkIn.bonusXP, currentStreak: news.checkIn.currentStreak });
  }
  for (const completion of completions) emitter.emit(family, 'challenge:completed', { ...about, challenge: completion.challenge });

  // The last grant holds the newest totals; each level reached is announced once.
  const last = grants.at(-1);
  if (last) emitter.emit(own, 'xp:gained', { amount: grants.reduce((sum, g) => sum + g.amount, 0), xp: last.xp, level: last.level });
  const levels = [...new Set(grants.filter(leveledUp).map((g) => g.level))].sort((a, b) => a - b);
  for (const level of levels) {
    emitter.emit(own, 'level:up', { level });
    if (parents.length) emitter.emit(parents, 'progress:level-up', { ...about, level });
  }
}
