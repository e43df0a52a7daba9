import type { LiveStudent } from '../live-student';
import { waitFor } from '../wait-for';
import { auditConversations, auditProblems } from './audit';
import { type ScenarioResult, seconds, verdict } from './figures';
import { startLoad } from './load';
import type { OutageOptions } from './redis-outage';
import { settleReplies } from './settle';
import type { ChaosStack } from './stack';

/** The limit the issue sets: everything works again this soon after Postgres is back. */
export const POSTGRES_RECOVERY_LIMIT_MS = 3000;

interface Probe {
  status: number;
  retryAfter: string | null;
}

/** A child's REST requests, one after another as fast as they are answered, until stopped. */
function probeRest(student: LiveStudent) {
  const answers: Probe[] = [];
  let stopped = false;
  const loop = (async () => {
    for (let n = 1; !stopped; n++) {
      const http = student.http();
      const read = await http.get(`/api/chat/threads/${student.threadId}/messages`).catch(() => undefined);
      const write = await http.post(`/api/chat/threads/${student.threadId}/messages`, { content: `Asked over REST during the outage, ${n}` }).catch(() => undefined);
      for (const res of [read, write]) answers.push(res ? { status: res.status, retryAfter: res.headers.get('retry-after') } : { status: 0, retryAfter: null });
      if (write?.status === 201) student.acknowledged.push(write.body.message);
    }
  })();
  return {
    answers,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

/**
 * Students write steadily while Postgres is stopped (a fast shutdown: every connection cut) for
 * `outageMs`. Meanwhile every request must answer 503 with Retry-After (never a 500), and a
 * socket's send `unavailable`; within 3 s of Postgres' return a read and a write must work again
 * without restarting anything; afterwards every acknowledged message must be answered (0 stuck).
 */
export async function postgresOutageScenario(stack: ChaosStack, options: OutageOptions): Promise<ScenarioResult> {
  stack.model.script.pace({ pieceDelayMs: 60 });
  const students = await stack.classroom(options.students + 1);
  const prober = students.pop()!;
  const load = startLoad(students, options.everyMs);
  try {
    await new Promise((resolve) => setTimeout(resolve, options.beforeMs));
    await stack.postgres.stop();
    const downAt = Date.now();
    const probe = probeRest(prober);
    await new Promise((resolve) => setTimeout(resolve, options.outageMs));
    await probe.stop();
    await stack.postgres.start();
    const backAt = Date.now();
    // Both a read and a write answered as they should, over REST and over the socket.
    const recovered = await waitFor('a read and a write work again', async () => {
      const http = prober.http();
      const read = await http.get(`/api/chat/threads/${prober.threadId}/messages`).catch(() => undefined);
      if (read?.status !== 200) return false;
      const write = await prober.send('Is everyone back?');
      return write.kind === 'acknowledged' && Date.now() - backAt;
    }, 60_000).catch(() => Number.NaN);
    await new Promise((resolve) => setTimeout(resolve, options.afterMs));
    await load.stop();

    const settled = await settleReplies([...students, prober], { timeoutMs: 90_000, from: backAt });
    const audit = await auditConversations(stack.db, [...students, prober]);
    const acknowledged = [...students, prober].reduce((n, s) => n + s.acknowledged.length, 0);
    const during = probe.answers;
    const unavailable = during.filter((a) => a.status === 503 && a.retryAfter !== null).length;
    const socketUnavailable = load.sent.filter((s) => s.startedAt >= downAt && s.endedAt <= backAt && s.outcome.kind === 'refused' && s.outcome.code === 'unavailable').length;
    const problems = [
      ...during.filter((a) => !(a.status === 503 && a.retryAfter !== null)).map((a) => `during the outage a request answered ${a.status} (Retry-After ${a.retryAfter})`),
      ...load.sent.filter((s) => s.outcome.kind === 'refused' && s.outcome.code !== 'unavailable').map((s) => `a send was refused: ${JSON.stringify(s.outcome)}`),
      ...(Number.isNaN(recovered) ? ['never worked again after Postgres returned'] : recovered > POSTGRES_RECOVERY_LIMIT_MS ? [`worked again only ${seconds(recovered)} after Postgres returned`] : []),
      ...auditProblems(audit),
      ...settled.stuck.map((id) => `stuck: ${id}`),
      ...settled.tryAgainRefused.map((r) => `Try again answered ${r.status}: ${r.messageId}`),
    ];
    const line =
      `postgres stopped ${seconds(options.outageMs)}: ${unavailable}/${during.length} requests meanwhile 503 with Retry-After, ${socketUnavailable} socket sends 'unavailable'; ` +
      `working again ${seconds(recovered)} after its return (limit 3 s); ${acknowledged} acknowledged, ${settled.answered} answered, ` +
      `${settled.answeredAfterTryAgain} answered after Try again, ${settled.stuck.length} stuck ${verdict(problems)}`;
    return { line, problems };
  } finally {
    await load.stop();
    for (const student of [...students, prober]) student.close();
  }
}
