import type { JobName } from '@morah/contracts';
import { batchWhileBusy, type Database, markJobDoneIn, markJobsDone } from '@morah/db';
import type { Kysely } from 'kysely';
import type { Processor, Processors } from './processor';

/**
 * Every processor, followed by marking its job done in the outbox, so the relay stops checking on
 * it: in the transaction of the processor's last write when it asks (`doneWith`), else on its own
 * after. A processor that asked and then returned normally committed that write (its failure throws). A processor's effects are idempotent: if the mark cannot be written the
 * job fails, and running it again changes nothing but the mark.
 */
export function markingOutboxDone(db: Kysely<Database>, processors: Processors): Processors {
  const marks = doneMarks(db);
  const wrap = <N extends JobName>(_name: N, processor: Processor<N>): Processor<N> =>
    async (payload, ctx) => {
      let markedWithWrite = false;
      const doneWith = async (trx: Parameters<NonNullable<typeof ctx.doneWith>>[0]) => {
        await markJobDoneIn(trx, ctx.jobId);
        markedWithWrite = true;
      };
      const result = await processor(payload, { ...ctx, doneWith });
      if (!markedWithWrite) await marks.mark(ctx.jobId);
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
