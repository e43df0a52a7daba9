import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { Database, DbHandle } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PgSessionStore, type SessionUser } from './pg-session-store';

export const SESSION_COOKIE = 'morah.sid';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** When this session signed in (ms since the epoch): an activity cannot have lasted longer than since. */
    signedInAt?: number;
    /** When its expiry last moved (ms since the epoch): changing it saves the session with a new expiry. */
    touchedAt?: number;
    /** The signed-in user as the store read them, in the same query as the session; never saved with it. */
    user?: SessionUser;
  }
}

/** How often, at most, a signed-in session's expiry moves on: an hour, or a tenth of its life when that is shorter. */
export const sessionTouchIntervalMs = (ttlMs: number) => Math.min(60 * 60 * 1000, ttlMs / 10);

/**
 * Server-side sessions: httpOnly, SameSite=Lax, Secure whenever the request came over TLS. A session
 * lasts `ttlDays` from its last use: its expiry moves on when it is used, at most once per
 * `sessionTouchIntervalMs`, so a read saves nothing and sends no cookie the rest of the time.
 */
export async function registerSessions(app: FastifyInstance, db: Kysely<Database>, prepared: DbHandle['prepared'], secret: string, ttlDays: number): Promise<void> {
  const ttlMs = ttlDays * 24 * 60 * 60 * 1000;
  const touchIntervalMs = sessionTouchIntervalMs(ttlMs);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret,
    cookieName: SESSION_COOKIE,
    saveUninitialized: false,
    rolling: false,
    store: new PgSessionStore(db, ttlMs, prepared),
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: ttlMs },
  });
  app.addHook('onRequest', async (request) => {
    const session = request.session;
    if (typeof session?.userId !== 'number') return;
    const lastMoved = session.touchedAt ?? session.signedInAt ?? 0;
    if (Date.now() - lastMoved < touchIntervalMs) return;
    // Changing the session is what saves it when the response goes: its expiry a whole life from
    // now, and a fresh cookie. The store only updates a touched session, so one signed out
    // meanwhile stays signed out.
    session.touchedAt = Date.now();
  });
}
