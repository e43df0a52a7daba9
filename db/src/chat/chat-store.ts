import { type Compilable, type Kysely, sql, type Transaction } from 'kysely';
import { lockStream, lockStreamThenLearner } from '../activities/lock-learner';
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
import { chatMessageCounterWrites, chatMessageWrites } from './chat-messages.projection';
import { chatThreadWrites } from './chat-threads.projection';
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
   * The learner whose row (`lockLearner`) the append takes right after the thread's own lock, before
   * anything is written. A student's message moves their counters (with its projections), and
   * every writer of a learner's day takes the learner's row first, then the counters: a writer that
   * took them the other way round could wait on a badge job that waits on it (a deadlock).
   */
  learner?: number;
  /**
   * Runs inside the transaction right after the events are appended (the thread's lock and the
   * learner's row held), before the projections: a student's message keeps its learning activity
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
          // With a learner, their row is taken right after, in the same statement.
          if (options.learner === undefined) await lockStream(trx, threadStream(threadId));
          else await lockStreamThenLearner(trx, threadStream(threadId), options.learner);
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
 * The thread's lock, the learner's row and the events, in one call of the database function
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
