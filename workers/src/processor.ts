import type { JobName, JobPayload, JobResults, RoomEmitter } from '@morah/contracts';
import type { Database, Prepared } from '@morah/db';
import type { Kysely } from 'kysely';
import type { QuizModel } from './quiz/quiz-model';
import type { Moderator, TutorModel } from './tutor/tutor-model';
import type { WorkerMetrics } from './worker-metrics';

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
  /** A logger whose every line carries these fields (pino's `child`). */
  child?(bindings: Record<string, unknown>): JobLogger;
}

/** What every processor may use. Workers hold no sockets: they reach rooms through the emitter. */
export interface WorkerDeps {
  db: Kysely<Database>;
  /** The reads every job asks, kept prepared on each Postgres connection (`DbHandle.prepared`; absent in some tests). */
  prepared?: Prepared;
  emitter: RoomEmitter;
  log: JobLogger;
  /** quizModel is absent where no quiz is ever written (some tests): the offline writer is used. */
  tutor: { model: TutorModel; moderator: Moderator; quizModel?: QuizModel };
  /** Tutor timings for /metrics (absent where nobody reads them, as in most tests). */
  metrics?: Pick<WorkerMetrics, 'tutorFirstToken'>;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  /** On the last attempt a processor that fails leaves an event behind instead of throwing. */
  maxAttempts: number;
  log: JobLogger;
  /** The request the job follows (HTTP or socket), when it follows one; its log lines carry it as `reqId`. */
  requestId?: string | undefined;
  /**
   * Say that the processor's last write, now committed, marked this job done in the outbox with it
   * (`appendChat`'s `done: ctx.jobId`): no statement of its own is then written for it. Without it
   * the job is marked done after the processor returns, as every job is.
   */
  markedDone?(): void;
}

export type Processor<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<JobResults[N]>;
export type Processors = { [N in JobName]: Processor<N> };
