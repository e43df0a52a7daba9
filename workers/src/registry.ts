import { jobs, type JobName } from '@morah/contracts';
import { quizGenerateProcessor } from './jobs/quiz-generate/quiz-generate.processor';
import { gamificationApplyProcessor } from './jobs/gamification-apply/gamification-apply.processor';
import { parshaInsightProcessor } from './jobs/parsha-insight/parsha-insight.processor';
import { privacyDeleteChildProcessor } from './jobs/privacy-delete-child/privacy-delete-child.processor';
import { privacyExportProcessor } from './jobs/privacy-export/privacy-export.processor';
import { privacyRetentionProcessor } from './jobs/privacy-retention/privacy-retention.processor';
import { tutorReplyProcessor } from './jobs/tutor-reply/tutor-reply.processor';
import { xpAwardProcessor } from './jobs/xp-award/xp-award.processor';
import { markingOutboxDone } from './marking-outbox-done';
import type { Processors, WorkerDeps } from './processor';

/**
 * Every job's processor, each marking its outbox row done when it finishes. Start-up fails if a job
 * named in the contracts has none.
 */
export function createProcessors(deps: WorkerDeps): Processors {
  const processors: Processors = {
    'xp.award': xpAwardProcessor(deps),
    'tutor.reply': tutorReplyProcessor(deps),
    'gamification.apply': gamificationApplyProcessor(deps),
    'quiz.generate': quizGenerateProcessor(deps),
    'parsha.insight': parshaInsightProcessor(deps),
    'privacy.retention': privacyRetentionProcessor(deps),
    'privacy.export': privacyExportProcessor(deps),
    'privacy.delete-child': privacyDeleteChildProcessor(deps),
  };
  const missing = (Object.keys(jobs) as JobName[]).filter((name) => typeof processors[name] !== 'function');
  const unknown = Object.keys(processors).filter((name) => !(name in jobs));
  if (missing.length || unknown.length) {
    throw new Error(`Job registry mismatch: missing ${missing.join(', ') || 'none'}; unknown ${unknown.join(', ') || 'none'}`);
  }
  return markingOutboxDone(deps.db, processors, deps.prepared);
}

/** Job names grouped by their queue, for one BullMQ worker per queue. */
export function queuesOf(): Map<string, JobName[]> {
  const byQueue = new Map<string, JobName[]>();
  for (const name of Object.keys(jobs) as JobName[]) {
    const queue = jobs[name].queue;
    byQueue.set(queue, [...(byQueue.get(queue) ?? []), name]);
  }
  return byQueue;
}
