import type { JobName } from '@morah/contracts';
import { type Database, markJobsDone, profile } from '@morah/db';
import type { Kysely } from 'kysely';
import type { Processor, Processors } from './processor';

/**
 * Every processor, followed by marking its job done in the outbox, so the relay stops checking on
 * it. A processor's effects are idempotent: if the mark cannot be written the job fails, and running
 * it again changes nothing but the mark.
 */
export function markingOutboxDone(db: Kysely<Database>, processors: Processors): Processors {
  const marks = doneMarks(db);
  const wrap = <N extends JobName>(name: N, processor: Processor<N>): Processor<N> =>
    async (payload, ctx) => {
      const result = await profile.time(`job.${name}`, () => processor(payload, ctx));
      await profile.time('job.mark-done', () => marks.mark(ctx.jobId));
      return result;
    };
  return Object.fromEntries(Object.entries(processors).map(([name, processor]) => [name, wrap(name as JobName, processor as Processor<JobName>)])) as Processors;
}

/**
 * The marks of jobs that finish together are written together: while one statement is on its way,
 * the jobs finishing meanwhile wait and go in the next one. A lone job is marked at once; under load
 * one statement marks many, instead of one round trip each. Each job still waits for its own mark.
 */
export function doneMarks(db: Kysely<Database>) {
  let waiting: { jobId: string; settle: (error?: unknown) => void }[] = [];
  let writing = false;

  async function write(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await markJobsDone(db, batch.map((w) => w.jobId));
        batch.forEach((w) => w.settle());
      } catch (error) {
        batch.forEach((w) => w.settle(error));
      }
    }
    writing = false;
  }

  return {
    mark(jobId: string): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ jobId, settle: (error) => (error === undefined ? resolve() : reject(error)) });
        if (!writing) void write();
      });
    },
  };
}
