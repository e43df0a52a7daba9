import { auditConversations, auditProblems } from './audit';
import { type ScenarioResult, seconds, verdict } from './figures';
import { countOutcomes, startLoad } from './load';
import { settleReplies } from './settle';
import type { ChaosStack } from './stack';

export interface OutageOptions {
  students: number;
  everyMs: number;
  /** Writing before the outage, the outage, and writing after the service is back. */
  beforeMs: number;
  outageMs: number;
  afterMs: number;
}

/**
 * Students write steadily (replies streaming) while Redis is stopped for `outageMs` and started
 * again, keeping its data or not as the stack's Redis was made. Afterwards every message a child
 * was acknowledged must be answered, or shown as failed with a Try again that works: 0 stuck.
 */
export async function redisOutageScenario(stack: ChaosStack, options: OutageOptions, persistence: boolean): Promise<ScenarioResult> {
  stack.model.script.pace({ pieceDelayMs: 60 });
  const students = await stack.classroom(options.students);
  const load = startLoad(students, options.everyMs);
  try {
    await new Promise((resolve) => setTimeout(resolve, options.beforeMs));
    await stack.redis.stop();
    await new Promise((resolve) => setTimeout(resolve, options.outageMs));
    await stack.redis.start();
    const backAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, options.afterMs));
    await load.stop();

    const settled = await settleReplies(students, { timeoutMs: 90_000, from: backAt });
    const audit = await auditConversations(stack.db, students);
    const counts = countOutcomes(load.sent);
    const problems = [
      ...auditProblems(audit),
      ...settled.stuck.map((id) => `stuck: ${id}`),
      ...settled.tryAgainRefused.map((r) => `Try again answered ${r.status}: ${r.messageId}`),
      ...load.sent.filter((s) => s.outcome.kind !== 'acknowledged').map((s) => `not acknowledged: ${JSON.stringify(s.outcome)}`),
    ];
    const line =
      `redis stopped ${seconds(options.outageMs)} (${persistence ? 'appendonly yes' : 'no persistence'}): ${students.length} students, ${counts.acknowledged} acknowledged, ` +
      `${settled.answered} answered, ${settled.answeredAfterTryAgain} answered after Try again, ${settled.stuck.length} stuck; ` +
      `last reply ${seconds(settled.lastSettledMs)} after Redis returned ${verdict(problems)}`;
    return { line, problems };
  } finally {
    await load.stop();
    for (const student of students) student.close();
  }
}
