import { auditConversations, auditProblems } from './audit';
import { type ScenarioResult, seconds, spread, verdict } from './figures';
import { countOutcomes, startLoad } from './load';
import type { ChaosStack } from './stack';
import { settleReplies } from './settle';

export interface GatewayKillOptions {
  students: number;
  /** How long the students write before the kill, and after the killed gateway is back. */
  beforeMs: number;
  afterMs: number;
  /** One message per student this often. */
  everyMs: number;
}

/**
 * Students spread over two gateways write steadily; one gateway is killed with SIGKILL and started
 * again while they do. Its clients must reconnect (to the other gateway or the restarted one) and
 * catch up; every acknowledged message must be stored, none twice, each answered once, and each
 * child must end up seeing exactly its stored conversation.
 */
export async function gatewayKillScenario(stack: ChaosStack, options: GatewayKillOptions): Promise<ScenarioResult> {
  stack.model.script.pace({ pieceDelayMs: 40 });
  const students = await stack.classroom(options.students);
  const load = startLoad(students, options.everyMs);
  const killed = stack.gateways[0]!;
  try {
    await new Promise((resolve) => setTimeout(resolve, options.beforeMs));
    const onKilled = students.filter((s) => s.url === killed.url);
    await killed.process!.kill9();
    const killedAt = Date.now();
    await stack.startGateway(0);
    const downMs = Date.now() - killedAt;
    await new Promise((resolve) => setTimeout(resolve, options.afterMs));
    await load.stop();

    const settled = await settleReplies(students, { timeoutMs: 60_000 });
    const audit = await auditConversations(stack.db, students);
    const counts = countOutcomes(load.sent);
    const reconnected = onKilled.filter((s) => s.reconnections.length > 0);
    const problems = [
      ...auditProblems(audit),
      ...settled.stuck.map((id) => `stuck: ${id}`),
      ...settled.tryAgainRefused.map((r) => `Try again answered ${r.status}: ${r.messageId}`),
      ...(reconnected.length < onKilled.length ? [`${onKilled.length - reconnected.length} clients of the killed gateway never reconnected`] : []),
      ...load.sent.filter((s) => s.outcome.kind === 'refused').map((s) => `refused: ${JSON.stringify(s.outcome)}`),
    ];
    const unansweredStored = load.sent.filter((s) => s.outcome.kind === 'unanswered' && students[s.student]!.messages().some((m) => m.content === s.content)).length;
    const line =
      `gateway kill -9 of 2 under load: ${students.length} students, ${counts.acknowledged} acknowledged, ${audit.lost.length} lost, ${audit.shownTwice.length} shown twice, ` +
      `${settled.stuck.length} stuck; ${reconnected.length}/${onKilled.length} clients reconnected and caught up (${spread(onKilled.flatMap((s) => s.reconnections)).text}); ` +
      `${counts.unanswered} sends unanswered as the gateway died (${unansweredStored} of them stored, shown once); killed gateway back in ${seconds(downMs)} ${verdict(problems)}`;
    return { line, problems };
  } finally {
    await load.stop();
    for (const student of students) student.close();
  }
}
