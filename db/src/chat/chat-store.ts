import { countedFromMessages } from '@morah/contracts';
import { type Compilable, type Kysely, sql, type Transaction } from 'kysely';
import { type KeptActivity, keepActivityIn, type PayWithinCap, payScheduleOf, STORED_TIME_ZONE } from '../activities/keep-activity';
import { DEFAULT_TIME_ZONE } from '../gamification/streaks';
import { insertHandedOverRows, type WrittenJob } from '../outbox/enqueue-job';
import { type FollowUpJob, followUpRows } from '../outbox/follow-up-jobs';
import { FIRST_CHECK_SECONDS, markJobDoneIn } from '../outbox/job-outbox.queries';
import { lockStream, lockStreamThenLearnerChat } from '../activities/lock-learner';
import type { AfterWrite } from '../outbox/after-write';
import type { Database } from '../schema';
import {
  appendToStream,
  ConcurrencyError,
  type EventMetadata,
  type ExpectedVersion,
  isUniqueViolation,
  storedEvent,
  storedEventColumns,
  type StoredEventRow,
} from '../events/event-store';
import { type ThreadAudience, toThreadAudience } from '../queries/chat.queries';
import { type NewChatEvent, type StoredChatEvent, threadStream } from './chat-events';
import { chatMessageChanges, chatMessageCounterWrites, chatMessageWrites } from './chat-messages.projection';
import { chatThreadChange, chatThreadWrites } from './chat-threads.projection';
import { safetyFlagWrites } from './safety-flags.projection';
import { type AddressedNotice, writeSafetyNotices } from '../safety/safety-notice-writes';
import { runProjectionWrites } from './run-projection-writes';

/**
 * The writes that apply a batch of one thread's events to every chat projection. The thread's row
 * and the messages' rows are different rows, so a batch usually costs one statement: a student's
 * message with its reply request, or a tutor's reply marking the question answered. The thread's
 * row is written last, so that with `audience` its write returns the thread as the batch leaves it
 * and who hears about it (and, after a flag's write, reads whether the thread has an open flag).
 */
const chatProjectionWrites = (threadId: number, events: readonly StoredChatEvent[], audience: boolean) => [
  ...chatMessageWrites(threadId, events),
  ...chatMessageCounterWrites(events),
  ...safetyFlagWrites(threadId, events),
  ...chatThreadWrites(threadId, events, audience),
];

/** Apply a batch of one thread's events to every chat projection, in the caller's transaction (a rebuild, a test's history). */
export async function projectChatEvents(trx: Transaction<Database>, threadId: number, events: readonly StoredChatEvent[]): Promise<void> {
  if (events.length === 0) return;
  await runProjectionWrites(trx, chatProjectionWrites(threadId, events, false));
}

/** Write an append's projections in its transaction: answers the thread as they leave it, and who hears of it. */
async function writeChatProjections(trx: Transaction<Database>, threadId: number, events: readonly StoredChatEvent[]): Promise<ThreadAudience | undefined> {
  if (events.length === 0) return undefined;
  const rows = await runProjectionWrites(trx, chatProjectionWrites(threadId, events, true));
  return rows[0] ? toThreadAudience(rows[0] as Parameters<typeof toThreadAudience>[0]) : undefined;
}

/** What an append wrote: its events, and the thread as they left it with who hears about it. */
export interface AppendedChat {
  events: StoredChatEvent[];
  /** Undefined when nothing was appended (a precondition declined). */
  audience: ThreadAudience | undefined;
  /** The grown-ups' notices its flags wrote or brought back (see `safetyNoticesFor`), when there are any. */
  notices?: AddressedNotice[];
}

export interface AppendChatOptions {
  metadata: EventMetadata;
  /**
   * `any` appends after whatever is there (a chat has many writers: the student, the tutor, teachers),
   * retrying when another writer got in first. A number or `no-stream` fails with ConcurrencyError instead.
   */
  expected?: ExpectedVersion;
  /**
   * Runs inside the transaction before the append, e.g. to check a reply does not exist yet.
   * Returning false appends nothing.
   */
  precondition?: (trx: Transaction<Database>) => Promise<boolean>;
  /**
   * The learner whose chat lock (`lockStreamThenLearnerChat`) the append takes right after the
   * thread's own lock, before anything is written: their messages in any thread go one at a time, so
   * two never both fit under the chat's daily cap. It is not the learner's row, which every payment
   * of XP, a badge or a challenge takes: a message waits for none of them, and no lock a message
   * holds is one a payment takes, so a payment that waits on a message's counters never deadlocks.
   */
  learner?: number;
  /**
   * Runs inside the transaction right after the events are appended (the thread's lock and the
   * learner's chat lock held), before the projections: a student's message keeps its learning activity
   * here.
   */
  withAppend?: (trx: Transaction<Database>) => Promise<void>;
  /** Runs inside the transaction after a non-empty append, e.g. to record the jobs that follow it. */
  afterWrite?: AfterWrite<StoredChatEvent[]>;
  /**
   * A read that must find a row for the append to stand, e.g. the writer's session still live. It
   * runs first in the append's transaction; when it finds none, nothing is written and `refused()`
   * is thrown.
   */
  guard?: AppendGuard;
}

export interface AppendGuard {
  query: Compilable<unknown>;
  refused: () => Error;
}

const MAX_ATTEMPTS = 8;

/** The usual append found no thread of that id (or, with a learner, no such learner): nothing was written. */
export class NoThreadToAppendError extends Error {
  constructor(
    readonly threadId: number,
    learner: number | undefined,
  ) {
    super(`No thread ${threadId}${learner === undefined ? '' : ` or no learner ${learner}`} to append to.`);
    this.name = 'NoThreadToAppendError';
  }
}

/**
 * Append events to a thread and update its projections in one transaction, so a REST read after
 * the write sees it. Returns the stored events (none when the precondition declined) and the thread's
 * audience for the push to rooms.
 */
export async function appendChatEvents(
  db: Kysely<Database>,
  threadId: number,
  events: readonly NewChatEvent[],
  options: AppendChatOptions,
): Promise<AppendedChat> {
  const expected = options.expected ?? 'any';
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx): Promise<AppendedChat> => {
        // Writers of one thread take turns. Taken before any write, so each writer's transaction id
        // is newer than the previous writer's: the global order (transaction id, position) then
        // keeps each thread's events in version order, which the projection rebuild relies on.
        if (options.guard && (await trx.executeQuery(options.guard.query.compile())).rows.length === 0) throw options.guard.refused();
        let stored: StoredChatEvent[];
        if (expected === 'any' && !options.precondition && events.length > 0 && events[0]!.type !== 'ThreadStarted') {
          // The usual append to a thread (a message, a reply): locks and events in one call (the
          // function reads only each event's type and data).
          stored = await lockThreadAndAppend(trx, threadId, events, options);
        } else {
          // With a learner, their chat lock is taken right after, in the same statement.
          if (options.learner === undefined) await lockStream(trx, threadStream(threadId));
          else await lockStreamThenLearnerChat(trx, threadStream(threadId), options.learner);
          if (options.precondition && !(await options.precondition(trx))) return { events: [], audience: undefined };
          stored = (await appendToStream(trx, threadStream(threadId), expected, events, options.metadata)) as StoredChatEvent[];
        }
        if (stored.length) await options.withAppend?.(trx);
        const audience = await writeChatProjections(trx, threadId, stored);
        // A flag's notices for the grown-ups are written with it, in the same commit.
        const notices = await writeSafetyNotices(trx, threadId, stored);
        if (options.afterWrite && stored.length) await options.afterWrite(trx, stored);
        return { events: stored, audience, ...(notices.length ? { notices } : {}) };
      });
    } catch (error) {
      if (error instanceof ConcurrencyError && expected === 'any' && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * The thread's lock, the learner's chat lock and the events, in one call of the database function
 * `append_chat_events` (see its migration). The thread's version, read under the lock, numbers the
 * new events; should another writer get in all the same, the unique (stream, version) refuses them
 * (ConcurrencyError) and the append is tried again.
 */
async function lockThreadAndAppend(
  trx: Transaction<Database>,
  threadId: number,
  events: readonly NewChatEvent[],
  { metadata, learner }: Pick<AppendChatOptions, 'metadata' | 'learner'>,
): Promise<StoredChatEvent[]> {
  const stream = threadStream(threadId);
  try {
    const { rows } = await sql<StoredEventRow>`
      select ${storedEventColumns} from append_chat_events(${stream}::text, ${Math.trunc(threadId)}::int,
        ${learner === undefined ? null : Math.trunc(learner)}::int, ${JSON.stringify(events)}::jsonb, ${JSON.stringify(metadata)}::jsonb)`.execute(trx);
    if (rows.length === 0) throw new NoThreadToAppendError(threadId, learner);
    return rows.map((row) => storedEvent(row) as StoredChatEvent).sort((a, b) => a.streamVersion - b.streamVersion);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConcurrencyError(stream, 'any', -1);
    throw error;
  }
}

/** Start a thread for a student: a fresh id, then its first event. */
export async function startChatThread(
  db: Kysely<Database>,
  input: { studentId: number; title: string; metadata: EventMetadata },
): Promise<AppendedChat & { threadId: number }> {
  const { rows } = await sql<{ id: string }>`select nextval('chat_thread_ids') as id`.execute(db);
  const threadId = Number(rows[0]!.id);
  const appended = await appendChatEvents(
    db,
    threadId,
    [{ type: 'ThreadStarted', data: { threadId, studentId: input.studentId, title: input.title } }],
    { metadata: input.metadata, expected: 'no-stream' },
  );
  return { threadId, ...appended };
}

/**
 * A chat append described as data: the events, and what is written with them in their transaction.
 * `appendChat` writes it in one call of the database function `append_chat` where the events are
 * the usual kind (a message, a rename, a reply request, a tutor's reply), otherwise in a
 * transaction of statements (a flag, a teacher joining, a thread's start).
 */
export interface ChatAppendOptions {
  metadata: EventMetadata;
  /** The student whose chat lock is taken right after the thread's lock (see `AppendChatOptions.learner`), and whose activity is kept. */
  learner?: number;
  /** A sign-in that must still be live for the append to stand: when it is not, nothing is written and `refused()` is thrown. */
  session?: { id: string; refused: () => Error };
  /** A learning activity the learner's message is, kept with it and paid within its day's cap (in the learner's stored time zone). */
  activity?: { activityType: string; pay: PayWithinCap };
  /** The jobs that follow the append, written as handed over: the caller hands them to the queue after the commit (`JobProducer.handOver`). */
  jobs?: readonly FollowUpJob[];
  /** A job this append finishes, marked done in the outbox with it (the relay stops checking on it). */
  done?: string;
}

export interface AppendedChatWith extends AppendedChat {
  /** The activity kept with the events, when one was asked for. */
  activity?: KeptActivity;
  /** The follow-up jobs this append wrote (one written before is not written again). */
  jobs: WrittenJob[];
}

/** The kinds of event the one call writes the read models of; a batch with any other goes the way of statements. */
const IN_ONE_CALL = new Set<StoredChatEvent['type']>(['MessagePosted', 'ThreadRenamed', 'TutorReplyRequested']);

/** What `append_chat` answers. */
type OneCallAnswer =
  | { refused: 'session' }
  | { missing: true }
  | { events: StoredEventRow[]; thread: Parameters<typeof toThreadAudience>[0]; jobs: WrittenJob[]; activity: KeptActivity | null };

/**
 * Append a thread's events with what goes with them (see `ChatAppendOptions`) in one transaction,
 * and answer what was written. The read models' rows, the counters' moves and the jobs are decided
 * here, in TypeScript, as for any append; the usual append then goes to the database as one call,
 * which fills in what it hands out (versions, positions, the time, the activity's id and pay).
 */
export async function appendChat(db: Kysely<Database>, threadId: number, events: readonly NewChatEvent[], options: ChatAppendOptions): Promise<AppendedChatWith> {
  const stream = threadStream(threadId);
  // The events as if stored after version 0 at no time: their read models' rows, with versions
  // counted from the thread's (the call adds the thread's version and sets the time).
  const provisional = events.map((event, i) => ({ ...event, position: 0, transactionId: '', streamId: stream, streamVersion: i + 1, metadata: options.metadata, createdAt: new Date(0) }) as StoredChatEvent);
  const { fresh, older } = chatMessageChanges(threadId, provisional);
  const counted = [...countedFromMessages(provisional.flatMap((e) => (e.type === 'MessagePosted' ? [e.data] : [])))];
  const inOneCall =
    events.length > 0 &&
    events.every((e) => IN_ONE_CALL.has(e.type)) &&
    older.every((c) => c.change === 'reply' && c.state !== 'failed') &&
    counted.every(([, moves]) => Object.keys(moves).every((total) => total === 'chatMessages') && (moves.chatMessages ?? 0) > 0);
  if (!inOneCall) return appendChatInStatements(db, threadId, events, options);

  const { patch, posted } = chatThreadChange(provisional);
  const { pay } = options.activity ?? {};
  const schedule = pay ? payScheduleOf(pay) : undefined;
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await sql<{ answer: OneCallAnswer }>`select append_chat(${options.session?.id ?? null}::text, ${stream}::text, ${Math.trunc(threadId)}::int,
        ${options.learner === undefined ? null : Math.trunc(options.learner)}::int, ${json(events)}::jsonb, ${json(options.metadata)}::jsonb,
        ${json(fresh.map((row) => ({ ...row, sources: JSON.parse(String(row.sources ?? '[]')) })))}::jsonb,
        ${json(older.map((c) => ({ id: c.messageId, state: c.change === 'reply' ? c.state : null })))}::jsonb,
        ${json(counted.map(([learner, moves]) => ({ learner, added: moves.chatMessages })))}::jsonb,
        ${json({ ...patch, posted })}::jsonb,
        ${json(options.activity && schedule ? { type: options.activity.activityType, pay: schedule.byPaidToday, pastCap: schedule.pastCap, defaultZone: DEFAULT_TIME_ZONE } : undefined)}::jsonb,
        ${json(options.jobs ?? [])}::jsonb, ${FIRST_CHECK_SECONDS}::int, ${options.done ?? null}::text) as answer`.execute(db);
      const answer = rows[0]!.answer;
      if ('refused' in answer) throw options.session!.refused();
      if ('missing' in answer) throw new NoThreadToAppendError(threadId, options.learner);
      const stored = answer.events.map((row) => storedEvent(row) as StoredChatEvent);
      return { events: stored, audience: toThreadAudience(answer.thread), jobs: answer.jobs, ...(answer.activity ? { activity: answer.activity } : {}) };
    } catch (error) {
      // Another writer got in first (see `lockThreadAndAppend`): the call wrote nothing; try again.
      if (isStreamVersionTaken(error) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** The (stream, version) unique key refused an event (a unique violation of anything else, a message's id, is the caller's). */
const isStreamVersionTaken = (error: unknown) => isUniqueViolation(error) && /events_stream_version_unique/.test(`${(error as { constraint?: string }).constraint ?? ''} ${(error as Error).message}`);

/** The same append as statements in a transaction, for events the one call does not write (a flag, a teacher joining, a thread's start). */
async function appendChatInStatements(db: Kysely<Database>, threadId: number, events: readonly NewChatEvent[], options: ChatAppendOptions): Promise<AppendedChatWith> {
  const { session, activity, learner } = options;
  let kept: KeptActivity | undefined;
  let written: WrittenJob[] = [];
  const appended = await appendChatEvents(db, threadId, events, {
    metadata: options.metadata,
    ...(learner === undefined ? {} : { learner }),
    ...(session
      ? { guard: { query: db.selectFrom('sessions').select('sid').where('sid', '=', session.id).where('expires_at', '>', sql<Date>`now()`), refused: session.refused } }
      : {}),
    withAppend: async (trx) => {
      kept = undefined;
      if (!activity || learner === undefined) return;
      const done = await keepActivityIn(trx, { userId: learner, activityType: activity.activityType, durationSeconds: 0, timeZone: STORED_TIME_ZONE }, activity.pay);
      if (done.ok) kept = done.activity;
    },
    afterWrite: async (trx, stored) => {
      const rows = followUpRows(options.jobs ?? [], { positionOf: (type) => stored.find((e) => e.type === type)?.position, activity: kept });
      const ids = await insertHandedOverRows(trx, rows);
      written = rows.filter((row) => ids.includes(row.job_id)).map((row) => ({ name: row.name, payload: JSON.parse(row.payload) as unknown, request_id: row.request_id }));
      if (options.done) await markJobDoneIn(trx, options.done);
    },
  });
  return { ...appended, jobs: written, ...(kept ? { activity: kept } : {}) };
}
