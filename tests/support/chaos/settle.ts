import type { LiveStudent } from '../live-student';

export interface Settled {
  /** Student messages the children were acknowledged or shown. */
  messages: number;
  /** Answered without a failure shown. */
  answered: number;
  /** Shown as failed, then answered after Try again. */
  answeredAfterTryAgain: number;
  /** Try again answered something else than 202 (the message id and the status). */
  tryAgainRefused: Array<{ messageId: string; status: number }>;
  /** Neither answered nor shown as failed when the wait ended: the defect this looks for. */
  stuck: string[];
  /** When the last message was settled, in ms since `from`. */
  lastSettledMs: number;
}

/**
 * Wait until every student message each child was acknowledged (or was shown) has its reply, in
 * what the child sees. A failure the child sees is answered with Try again, as a child would, and
 * its reply waited for too. Ends when all are answered, or after `timeoutMs`: what is left then is stuck.
 */
export async function settleReplies(students: readonly LiveStudent[], options: { timeoutMs: number; from?: number }): Promise<Settled> {
  const from = options.from ?? Date.now();
  const deadline = Date.now() + options.timeoutMs;
  const failedOnce = new Set<string>();
  const tryAgainRefused: Settled['tryAgainRefused'] = [];
  let lastSettledMs = 0;
  const settledAt = new Map<string, number>();
  for (;;) {
    const open: string[] = [];
    let messages = 0;
    for (const student of students) {
      const own = new Map([...student.acknowledged, ...student.messages()].filter((m) => m.senderType === 'student').map((m) => [m.id, m]));
      messages += own.size;
      for (const id of own.keys()) {
        if (student.replyTo(id)) {
          if (!settledAt.has(id)) settledAt.set(id, Date.now() - from);
          continue;
        }
        open.push(id);
        if (student.openFailure(id) && !tryAgainRefused.some((r) => r.messageId === id)) {
          failedOnce.add(id);
          const status = await student.tryAgain(id);
          // 503, or no answer: the server is away for a moment, so the child presses again later.
          if (status !== 202 && status !== 503 && status !== 0) tryAgainRefused.push({ messageId: id, status });
        }
      }
    }
    lastSettledMs = Math.max(0, ...settledAt.values());
    if (open.length === 0 || Date.now() > deadline) {
      const answeredAfterTryAgain = [...failedOnce].filter((id) => settledAt.has(id)).length;
      return { messages, answered: settledAt.size - answeredAfterTryAgain, answeredAfterTryAgain, tryAgainRefused, stuck: open, lastSettledMs };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
