import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema';

export interface EventMetadata {
  /** Who caused it: a user id, or null for the system (the tutor, a job). */
  actorId: number | null;
  correlationId?: string;
  causationId?: string;
}

export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

export interface StoredEvent<T extends string = string, D = unknown> {
  position: number;
  /** The writing transaction's id (xid8, as text): with `position`, the order global readers use. */
  transactionId: string;
  streamId: string;
  streamVersion: number;
  type: T;
  data: D;
  metadata: EventMetadata;
  createdAt: Date;
}

/** `no-stream`: the stream must not exist yet; a number: its current version must be exactly that. */
export type ExpectedVersion = number | 'no-stream' | 'any';

/** Someone else appended to the stream first. Callers re-read and decide again. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'ConcurrencyError';
  }
}

/** A row of `events` as Postgres returns it (see `storedEvent`). */
export type StoredEventRow = {
  position: string | number | bigint;
  transaction_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: unknown;
  created_at: Date | string;
};

/** An event as stored, from its row. */
export function storedEvent(row: StoredEventRow): StoredEvent {
  return {
    position: Number(row.position),
    transactionId: String(row.transaction_id),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata as EventMetadata,
    createdAt: new Date(row.created_at),
  };
}

/** The columns `storedEvent` reads, as raw SQL for rows that come from a function (the same as `columns`). */
export const storedEventColumns = sql.raw('position, transaction_id::text as transaction_id, stream_id, stream_version, type, data, metadata, created_at');

const columns = ['position', sql<string>`transaction_id::text`.as('transaction_id'), 'stream_id', 'stream_version', 'type', 'data', 'metadata', 'created_at'] as const;

export async function streamVersion(db: Kysely<Database>, streamId: string): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('stream_version').as('version'))
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Append events to one stream inside the caller's transaction. The unique (stream, version) pair is
 * the optimistic lock: two writers that read the same version cannot both append.
 */
export async function appendToStream(
  trx: Transaction<Database>,
  streamId: string,
  expected: ExpectedVersion,
  events: readonly NewEvent[],
  metadata: EventMetadata,
): Promise<StoredEvent[]> {
  // With `any` the next versions are computed inside the insert (one round trip less); a writer
  // that raced us still meets the unique (stream, version) pair.
  const current = expected === 'any' ? undefined : await streamVersion(trx, streamId);
  if (current !== undefined) {
    const mismatch = expected === 'no-stream' ? current !== 0 : current !== expected;
    if (mismatch) throw new ConcurrencyError(streamId, expected, current);
  }
  if (events.length === 0) return [];
  try {
    const rows = await trx
      .insertInto('events')
      .values(
        events.map((event, index) => ({
          stream_id: streamId,
          stream_version:
            current === undefined
              ? sql<number>`(select coalesce(max(stream_version), 0) from events where stream_id = ${streamId}) + ${index + 1}`
              : current + index + 1,
          type: event.type,
          data: JSON.stringify(event.data),
          metadata: JSON.stringify(metadata),
        })),
      )
      .returning(columns)
      .execute();
    return rows.map((row) => storedEvent(row as StoredEventRow)).sort((a, b) => a.streamVersion - b.streamVersion);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConcurrencyError(streamId, expected, current ?? -1);
    throw error;
  }
}

export async function readStream(db: Kysely<Database>, streamId: string, options: { after?: number } = {}): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select(columns)
    .where('stream_id', '=', streamId)
    .where('stream_version', '>', options.after ?? 0)
    .orderBy('stream_version')
    .execute();
  return rows.map((row) => storedEvent(row as StoredEventRow));
}

/** Where a global reader got to. Start from `null`. */
export interface GlobalCheckpoint {
  transactionId: string;
  position: number;
}

/**
 * Read every stream forward in commit-safe order. Only events written by transactions older than
 * every transaction still running are returned, so a reader resuming from its checkpoint never
 * skips an event that committed after a later position was already visible.
 */
export async function readAllForward(
  db: Kysely<Database>,
  after: GlobalCheckpoint | null,
  options: { limit?: number; /** Off only for a reader that holds a lock keeping every writer out. */ fenced?: boolean } = {},
): Promise<{ events: StoredEvent[]; checkpoint: GlobalCheckpoint | null }> {
  const limit = options.limit ?? 500;
  let query = db.selectFrom('events').select(columns);
  if (options.fenced !== false) query = query.where(sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`);
  if (after) {
    query = query.where(sql<boolean>`(transaction_id, position) > (${after.transactionId}::xid8, ${after.position}::bigint)`);
  }
  const rows = await query.orderBy('transaction_id').orderBy('position').limit(limit).execute();
  const events = rows.map((row) => storedEvent(row as StoredEventRow));
  const last = events.at(-1);
  return { events, checkpoint: last ? { transactionId: last.transactionId, position: last.position } : after };
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
