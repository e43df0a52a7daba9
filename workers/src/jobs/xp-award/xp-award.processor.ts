import { progressAudience, sendPushes } from '@morah/contracts/audience';
import { grantXpThenJudgingStanding } from '@morah/db';
import type { Processor, WorkerDeps } from '../../processor';
import { judgeProgress } from '../gamification-apply/judge-progress';

/**
 * Grant XP from one source, once: the ledger's unique source id makes a retry or a duplicate job
 * harmless. After the commit, the student's room hears `xp:gained`, the teachers' rooms of their
 * classes hear the new totals for the roster, and a new level goes to the student and their parents
 * (`progressAudience`; who hears came back with the grant). Then, in the same job, badges and
 * challenges judge again with the XP in (`judgeProgress`). A job that stops between the grant and
 * the judging is retried: the grant is not repeated, the judging runs.
 */
export function xpAwardProcessor({ db, emitter, prepared }: WorkerDeps): Processor<'xp.award'> {
  return async (payload) => {
    // The grant with its audience, then the judging's read after it.
    const { grant, audience, judged: read } = await grantXpThenJudgingStanding(db, payload, prepared);
    sendPushes(emitter, progressAudience(audience, { grants: [grant] }));
    const judged = await judgeProgress({ db, emitter, prepared }, payload.userId, read);
    return { xpAwarded: grant.amount, xp: grant.xp, level: grant.level, leveledUp: grant.granted && grant.level > grant.previousLevel, ...judged };
  };
}
