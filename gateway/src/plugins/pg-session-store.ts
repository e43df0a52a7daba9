import { type Database, type DbHandle, USER_COLUMNS, type UserRow } from '@morah/db';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import { type CompiledQuery, type Kysely, sql } from 'kysely';

type Callback = (err?: unknown, result?: Session | null) => void;

/**
 * The signed-in user, and when their session ends, read in the same query as the session. It rides
 * on the session for that one request and is nothing in JSON, so it is never saved with the session
 * nor counted as a change to it.
 */
export class SessionUser {
  constructor(
    readonly row: UserRow,
    /** The session's end as the store holds it (a socket closes then, unless the session moved on). */
    readonly sessionEndsAt: Date,
  ) {}

  toJSON(): undefined {
    return undefined;
  }
}

/** A live session (not signed out, not expired) and its user's columns, by the session's id (the one parameter). */
function sessionWithUserQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sessions as s')
    .leftJoin('users as u', (join) => join.on('u.id', '=', sql<number>`(s.data ->> 'userId')::int`))
    .select(USER_COLUMNS.map((column) => `u.${column}` as const))
    .select(['s.data as session_data', 's.expires_at as session_expires_at'])
    .where('s.sid', '=', '')
    .where('s.expires_at', '>', sql<Date>`now()`)
    .compile();
}
type SessionWithUserRow = ReturnType<typeof sessionWithUserQuery> extends CompiledQuery<infer Row> ? Row : never;

/** The name the session-and-user read is prepared under on each Postgres connection. */
const SESSION_WITH_USER = 'morah_session_with_user';

/**
 * Sessions kept in Postgres, so a gateway restart signs nobody out and every gateway sees them.
 * Every request that carries a cookie reads its session and user: with `prepared` (the database
 * handle's), that read is a statement Postgres parsed and planned once per connection.
 */
export class PgSessionStore implements SessionStore {
  /** Built once: every request that carries a cookie runs it. */
  private readonly sessionWithUser: ReturnType<typeof sessionWithUserQuery>;
  private readonly read: (sid: string) => Promise<SessionWithUserRow[]>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
    prepared?: DbHandle['prepared'],
  ) {
    this.sessionWithUser = sessionWithUserQuery(db);
    this.read = prepared
      ? (sid) => prepared(SESSION_WITH_USER, this.sessionWithUser, [sid])
      : (sid) => db.executeQuery<SessionWithUserRow>({ ...this.sessionWithUser, parameters: [sid] }).then((result) => result.rows);
  }

  /**
   * Keeps a session: a new one (a sign-in) is written; one whose expiry is moving on (`touchedAt`) is
   * only updated while it is live, so a session signed out or expired meanwhile is never brought back.
   */
  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires ? new Date(session.cookie.expires) : new Date(Date.now() + this.ttlMs);
    const data = JSON.stringify(session);
    const write =
      session.touchedAt === undefined
        ? this.db
            .insertInto('sessions')
            .values({ sid, data, expires_at: expires })
            .onConflict((oc) => oc.column('sid').doUpdateSet({ data, expires_at: expires }))
            .execute()
        : this.db.updateTable('sessions').set({ data, expires_at: expires }).where('sid', '=', sid).where('expires_at', '>', sql<Date>`now()`).execute();
    write
      .then(() => (Math.random() < 0.01 ? this.pruneExpired() : undefined))
      .then(() => callback(), callback);
  }

  /** A live session (not signed out, not expired) and its user (`session.user`), in one query. */
  get(sid: string, callback: Callback): void {
    this.read(sid).then(([row]) => {
      if (!row) return callback(undefined, null);
      const { session_data: data, session_expires_at: expiresAt, ...user } = row;
      const session = (typeof data === 'string' ? JSON.parse(data) : data) as Session;
      callback(undefined, user.id === null ? session : { ...session, user: new SessionUser(user as UserRow, new Date(expiresAt)) });
    }, callback);
  }

  destroy(sid: string, callback: (err?: unknown) => void): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }

  async pruneExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', sql<Date>`now()`).execute();
  }
}

/** When each session ends, or undefined for one gone or already over, in one query, in the order asked. */
export async function liveSessionExpiries(db: Kysely<Database>, sids: readonly string[]): Promise<(Date | undefined)[]> {
  const rows = await db.selectFrom('sessions').select(['sid', 'expires_at']).where('sid', 'in', sids).where('expires_at', '>', sql<Date>`now()`).execute();
  const ends = new Map(rows.map((r) => [r.sid, new Date(r.expires_at)]));
  return sids.map((sid) => ends.get(sid));
}

/** When the session `sid` ends, or undefined when it is gone or already over (signed out, expired). */
export async function liveSessionExpiry(db: Kysely<Database>, sid: string): Promise<Date | undefined> {
  const row = await db.selectFrom('sessions').select('expires_at').where('sid', '=', sid).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();
  return row ? new Date(row.expires_at) : undefined;
}
