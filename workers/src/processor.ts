import type { JobName, JobPayload, JobResults, RoomEmitter } from '@morah/contracts';
import type { Database } from '@morah/db';
import type { Kysely } from 'kysely';
import type { Moderator, TutorModel } from './tutor/tutor-model';

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
  tutor: { model: TutorModel; moderator: Moderator };
}

export interface JobContext {
  jobId: string;
  attempt: number;
  /** On the last attempt a processor that fails leaves an event behind instead of throwing. */
  maxAttempts: number;
  log: JobLogger;
}

export type Processor<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<JobResults[N]>;
export type Processors = { [N in JobName]: Processor<N> };
