import { rooms } from '@morah/contracts';
import { grantXpThenJudgingStanding, parentIdsOf } from '@morah/db';
import type { Processor, WorkerDeps } from '../../processor';
import { judgeProgress } from '../gamification-apply/judge-progress';

/**
 * Grant XP from one source, once: the ledger's unique source id makes a retry or a duplicate job
 * harmless. After the commit, the student's room hears `xp:gained`, and `level:up` when it rose; then,
 * in the same job, badges and challenges judge again with the XP in (`judgeProgress`). A job that
 * stops between the grant and the judging is retried: the grant is not repeated, the judging runs.
 */
export function xpAwardProcessor({ db, emitter }: WorkerDeps): Processor<'xp.award'> {
  return async (payload) => {
    // The grant, and the judging's read after it, in one transaction.
    const { grant, judged: read } = await grantXpThenJudgingStanding(db, payload);
    const leveledUp = grant.granted && grant.level > grant.previousLevel;
    if (grant.granted) {
      const room = rooms.user(payload.userId);
      emitter.emit(room, 'xp:gained', { amount: grant.amount, xp: grant.xp, level: grant.level });
      if (leveledUp) {
        emitter.emit(room, 'level:up', { level: grant.level });
        // Parents hear their child's new level too, with the child's name.
        const [parents, student] = await Promise.all([
          parentIdsOf(db, payload.userId),
          db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', payload.userId).executeTakeFirst(),
        ]);
        if (parents.length && student) {
          emitter.emit(parents.map(rooms.user), 'progress:level-up', { studentId: payload.userId, studentName: `${student.first_name} ${student.last_name}`, level: grant.level });
        }
      }
    }
    const judged = await judgeProgress({ db, emitter }, payload.userId, read);
    return { xpAwarded: grant.amount, xp: grant.xp, level: grant.level, leveledUp, ...judged };
  };
}
