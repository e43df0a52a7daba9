import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PgSessionStore } from './pg-session-store';

export const SESSION_COOKIE = 'morah.sid';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** When this session signed in (ms since the epoch): an activity cannot have lasted longer than since. */
    signedInAt?: number;
  }
}

/** Server-side sessions: httpOnly, SameSite=Lax, Secure whenever the request came over TLS. */
export async function registerSessions(app: FastifyInstance, db: Kysely<Database>, secret: string, ttlDays: number): Promise<void> {
  const ttlMs = ttlDays * 24 * 60 * 60 * 1000;
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret,
    cookieName: SESSION_COOKIE,
    saveUninitialized: false,
    store: new PgSessionStore(db, ttlMs),
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: ttlMs },
  });
}
