import type { JobName } from '@morah/contracts';
import { type Database, markJobsDone, type Prepared } from '@morah/db';
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Processor, Processors } from './processor';

/**
 * Every processor, followed by marking its job done in the outbox, so the relay stops checking on
 * it: by the processor's last write when it says so (`markedDone`), else on its own after. A
 * processor's effects are idempotent: if the mark cannot be written the job fails, and running it
 * again changes nothing but the mark.
 */
export function markingOutboxDone(db: Kysely<Database>, processors: Processors, prepared?: Prepared): Processors {
  const marks = doneMarks(db, prepared);
  const wrap = <N extends JobName>(_name: N, processor: Processor<N>): Processor<N> =>
    async (payload, ctx) => {
      let markedWithWrite = false;
      const markedDone = () => {
        markedWithWrite = true;
      };
      const result = await processor(payload, { ...ctx, markedDone });
      if (!markedWithWrite) await marks.mark(ctx.jobId);
      return result;
    };
  return Object.fromEntries(Object.entries(processors).map(([name, processor]) => [name, wrap(name as JobName, processor as Processor<JobName>)])) as Processors;
}

/**
 * The marks of jobs that finish together are written together (DataLoader, nothing cached): a lone
 * job is marked at once; jobs finishing in the same moment share one statement. Each job still waits
 * for its own mark.
 */
export function doneMarks(db: Kysely<Database>, prepared?: Prepared) {
  const marks = new DataLoader(
    async (jobIds: readonly string[]) => {
      await markJobsDone(db, [...jobIds], prepared);
      return jobIds.map(() => undefined);
    },
    { cache: false },
  );
  return { mark: (jobId: string) => marks.load(jobId) };
}
