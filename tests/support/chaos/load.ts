import type { LiveStudent, SendOutcome } from '../live-student';

export interface Sent {
  student: number;
  content: string;
  /** Date.now() when the send began and when its answer came. */
  startedAt: number;
  endedAt: number;
  outcome: SendOutcome;
}

export interface Load {
  sent: Sent[];
  /** Stop sending; resolves when every send under way has its answer. */
  stop(): Promise<void>;
}

/**
 * Every student writes one message every `everyMs` (its own words each time, so a message stored
 * twice shows), starting at once, until stopped. The pace is the children's, not a wait of the test.
 */
export function startLoad(students: readonly LiveStudent[], everyMs: number): Load {
  const sent: Sent[] = [];
  let stopped = false;
  const loops = students.map(async (student, s) => {
    // Spread the students over the interval, as real children do not type in step.
    await new Promise((resolve) => setTimeout(resolve, (everyMs * s) / students.length));
    for (let n = 1; !stopped; n++) {
      const content = `Student ${s + 1}, question ${n}: what do we say before eating bread?`;
      const startedAt = Date.now();
      const outcome = await student.send(content);
      sent.push({ student: s, content, startedAt, endedAt: Date.now(), outcome });
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  });
  return {
    sent,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

export function countOutcomes(sent: readonly Sent[]): { acknowledged: number; refused: number; unanswered: number } {
  return {
    acknowledged: sent.filter((s) => s.outcome.kind === 'acknowledged').length,
    refused: sent.filter((s) => s.outcome.kind === 'refused').length,
    unanswered: sent.filter((s) => s.outcome.kind === 'unanswered').length,
  };
}
