import type { JobName } from '@morah/contracts';
import { batchWhileBusy, type Database, holdJobDoneForCommit, markJobsDone, profile } from '@morah/db';
import type { Kysely } from 'kysely';
import type { Processor, Processors } from './processor';

/**
 * Every processor, followed by marking its job done in the outbox, so the relay stops checking on
 * it: with the processor's last write when it asks (`doneWith`, the mark going with that commit),
 * else on its own after. A processor's effects are idempotent: if the mark cannot be written the
 * job fails, and running it again changes nothing but the mark.
 */
export function markingOutboxDone(db: Kysely<Database>, processors: Processors): Processors {
  const marks = doneMarks(db);
  const wrap = <N extends JobName>(name: N, processor: Processor<N>): Processor<N> =>
    async (payload, ctx) => {
      // Whether the mark went with the processor's last write and was committed (the last asking
      // counts: a write tried again asks again).
      let markedWithWrite: Promise<boolean> | undefined;
      const doneWith = async (trx: Parameters<NonNullable<typeof ctx.doneWith>>[0]) => {
        markedWithWrite = (await holdJobDoneForCommit(trx, ctx.jobId)).committed;
      };
      const result = await profile.time(`job.${name}`, () => processor(payload, { ...ctx, doneWith }));
      if (!(await markedWithWrite)) await profile.time('job.mark-done', () => marks.mark(ctx.jobId));
      return result;
    };
  return Object.fromEntries(Object.entries(processors).map(([name, processor]) => [name, wrap(name as JobName, processor as Processor<JobName>)])) as Processors;
}

/**
 * The marks of jobs that finish together are written together (see batchWhileBusy): a lone job is
 * marked at once; under load one statement marks many. Each job still waits for its own mark.
 */
export function doneMarks(db: Kysely<Database>) {
  const mark = batchWhileBusy(async (jobIds: string[]) => {
    await markJobsDone(db, jobIds);
    return jobIds.map(() => undefined);
  });
  return { mark };
}
