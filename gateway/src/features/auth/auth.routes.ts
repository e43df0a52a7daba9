import { LoginBody, RegisterBody, type RoomEmitter, SignedOutResponse, UserResponse } from '@morah/contracts';
import { type Database, findUserByUsername } from '@morah/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { CodeTryLimit } from '../../plugins/code-try-limit';
import { isEncrypted, isSameOrigin } from '../../plugins/same-origin';
import { SESSION_COOKIE } from '../../plugins/sessions';
import { sessionRoom } from '../../realtime/session-room';
import type { LoginRateLimit } from './login-rate-limit';
import { assertStrongPassword, hashPassword, type PasswordHashCost, verifyPassword } from './password';
import { createUser } from './create-user';
import { toUser } from './user-view';

export interface AuthRoutesDeps {
  db: Kysely<Database>;
  loginLimit: LoginRateLimit;
  /** Class codes typed at sign-up are counted like sign-ins. */
  codeLimit: CodeTryLimit;
  /** Signing out closes the session's sockets on every gateway. */
  emitter: RoomEmitter;
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  passwordHashCost: PasswordHashCost;
}

async function signIn(request: FastifyRequest, userId: number, emitter: RoomEmitter): Promise<void> {
  // A new session id at sign-in, so a planted cookie is worthless (session fixation). The sign-in
  // it replaces (another account on this browser) ends, and so do its sockets.
  const previous = request.session.userId !== undefined ? request.session.sessionId : undefined;
  await request.session.regenerate();
  if (previous) emitter.disconnect(sessionRoom(previous));
  request.session.userId = userId;
  request.session.signedInAt = Date.now();
  await request.session.save();
}

/**
 * Sign out: the session is deleted, its sockets are closed on every gateway at once, and the
 * cookie is cleared (even when there was no session, so a stale cookie does not linger).
 */
async function signOut(request: FastifyRequest, reply: FastifyReply, emitter: RoomEmitter): Promise<void> {
  const sessionId = request.session?.sessionId;
  if (request.session?.userId !== undefined) await request.session.destroy();
  if (sessionId) emitter.disconnect(sessionRoom(sessionId));
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

/** Fetch metadata that a navigation to sign out may carry: from Morah itself, a sibling site, or typed by hand. */
const SIGN_OUT_SITES = new Set(['same-origin', 'same-site', 'none']);

export async function authRoutes(base: FastifyInstance, { db, loginLimit, codeLimit, emitter, allowedOrigins, trustProxy, passwordHashCost }: AuthRoutesDeps): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post('/api/auth/register', { schema: { body: RegisterBody, response: { 201: UserResponse } } }, async (request, reply) => {
    const { body } = request;
    // A student is a child, who follows the child's rule; a teacher or a parent, the grown-up's.
    await assertStrongPassword(body.password, body.role === 'student' ? 'child' : 'adult', [body.username, body.firstName, body.lastName]);
    let classId: number | undefined;
    if (body.role === 'student') {
      if (!body.classCode) {
        throw new AppError(400, 'validation_failed', 'Students join with a class code from their teacher.', [
          { path: ['classCode'], message: 'Ask your teacher for your class code.' },
        ]);
      }
      await codeLimit.consume(request.ip);
      const cls = await db.selectFrom('classes').select('id').where('join_code', '=', body.classCode).executeTakeFirst();
      if (cls) await codeLimit.succeeded(request.ip);
      if (!cls) throw new AppError(400, 'invalid_class_code', 'We could not find a class with that code.', [{ path: ['classCode'], message: 'We could not find a class with that code.' }]);
      classId = cls.id;
    }
    const user = await db.transaction().execute(async (trx) => {
      const created = await createUser(trx, { ...body, passwordHash: await hashPassword(body.password, passwordHashCost) });
      if (classId !== undefined) await trx.insertInto('class_members').values({ class_id: classId, student_id: created.id }).execute();
      return created;
    });
    await signIn(request, user.id, emitter);
    return reply.status(201).send({ user: toUser(user) });
  });

  app.post('/api/auth/login', { schema: { body: LoginBody, response: { 200: UserResponse } } }, async (request) => {
    const { body } = request;
    // Counted before the password is checked, so parallel tries cannot all slip past the limit.
    await loginLimit.consume(body.username, request.ip);
    const user = await findUserByUsername(db, body.username);
    if (!(await verifyPassword(user?.password_hash, body.password, passwordHashCost)) || !user) {
      throw new AppError(401, 'invalid_credentials', 'That username and password do not match.');
    }
    await loginLimit.succeeded(body.username, request.ip);
    await signIn(request, user.id, emitter);
    return { user: toUser(user) };
  });

  app.post('/api/auth/logout', { schema: { response: { 200: SignedOutResponse } } }, async (request, reply) => {
    await signOut(request, reply, emitter);
    return { ok: true as const };
  });

  // The sign-in check every page makes (spec core 4: any data means signed in). A visitor who is
  // not signed in is not an error, so the answer is an empty 204, which the browser does not log.
  app.get('/api/auth/user', { schema: { response: { 200: UserResponse, 204: z.undefined() } } }, async (request, reply) => {
    const user = await request.currentUser();
    if (!user) return reply.status(204).send();
    return { user: toUser(user) };
  });
  app.get('/api/auth/me', { schema: { response: { 200: UserResponse } } }, async (request) => ({ user: toUser(await request.requireUser()) }));

  // The spec's navigation targets: sign-in is a page, sign-out ends the session and goes home.
  app.get('/api/login', async (_request, reply) => reply.redirect('/login'));
  // A navigation, so another site could send one (a link or a picture carries the Lax cookie):
  // only one from Morah's own pages (Sec-Fetch-Site), or typed by hand, signs out. A browser too
  // old to send Sec-Fetch-Site signs out when its Referer is Morah's. Either way it goes home, and
  // a refused one leaves the person signed in.
  app.get('/api/logout', async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    const fromMorah = typeof site === 'string' ? SIGN_OUT_SITES.has(site) : isSameOrigin(request.headers, allowedOrigins, trustProxy, isEncrypted(request.raw.socket));
    if (fromMorah) await signOut(request, reply, emitter);
    else request.log.info({ site: site ?? null }, 'refused a sign-out navigation from another site');
    return reply.redirect('/');
  });
}
