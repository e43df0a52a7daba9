import type { JobName, JobPayload, JobResults, RoomEmitter } from '@morah/contracts';
import type { Database } from '@morah/db';
import type { Kysely } from 'kysely';

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What every processor may use. Workers hold no sockets: they reach rooms through the emitter. */
export interface WorkerDeps {
  db: Kysely<Database>;
  emitter: RoomEmitter;
  log: JobLogger;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  log: JobLogger;
}

export type Processor<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<JobResults[N]>;
export type Processors = { [N in JobName]: Processor<N> };
