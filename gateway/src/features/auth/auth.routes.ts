import { LoginBody, RegisterBody } from '@morah/contracts';
import { type Database, findUserByUsername } from '@morah/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import { parseInput } from '../../validation';
import type { LoginRateLimit } from './login-rate-limit';
import { hashPassword, verifyPassword } from './password';
import { createUser } from './create-user';
import { toUser } from './user-view';

export interface AuthRoutesDeps {
  db: Kysely<Database>;
  loginLimit: LoginRateLimit;
}

async function signIn(request: FastifyRequest, userId: number): Promise<void> {
  // A new session id at sign-in, so a planted cookie is worthless (session fixation).
  await request.session.regenerate();
  request.session.userId = userId;
  await request.session.save();
}

export async function authRoutes(app: FastifyInstance, { db, loginLimit }: AuthRoutesDeps): Promise<void> {
  app.post('/api/auth/register', async (request, reply) => {
    const body = parseInput(RegisterBody, request.body);
    let classId: number | undefined;
    if (body.role === 'student') {
      if (!body.classCode) {
        throw new AppError(400, 'validation_failed', 'Students join with a class code from their teacher.', [
          { path: ['classCode'], message: 'Ask your teacher for your class code.' },
        ]);
      }
      const cls = await db.selectFrom('classes').select('id').where('join_code', '=', body.classCode).executeTakeFirst();
      if (!cls) throw new AppError(400, 'invalid_class_code', 'We could not find a class with that code.', [{ path: ['classCode'], message: 'We could not find a class with that code.' }]);
      classId = cls.id;
    }
    const user = await db.transaction().execute(async (trx) => {
      const created = await createUser(trx, { ...body, passwordHash: await hashPassword(body.password) });
      if (classId !== undefined) await trx.insertInto('class_members').values({ class_id: classId, student_id: created.id }).execute();
      return created;
    });
    await signIn(request, user.id);
    return reply.status(201).send({ user: toUser(user) });
  });

  app.post('/api/auth/login', async (request) => {
    const body = parseInput(LoginBody, request.body);
    await loginLimit.check(body.username, request.ip);
    const user = await findUserByUsername(db, body.username);
    if (!(await verifyPassword(user?.password_hash, body.password)) || !user) {
      await loginLimit.recordFailure(body.username, request.ip);
      throw new AppError(401, 'invalid_credentials', 'That username and password do not match.');
    }
    await loginLimit.recordSuccess(body.username);
    await signIn(request, user.id);
    return { user: toUser(user) };
  });

  app.post('/api/auth/logout', async (request) => {
    if (request.session.userId !== undefined) await request.session.destroy();
    return { ok: true };
  });

  const currentUser = async (request: FastifyRequest) => ({ user: toUser(await request.requireUser()) });
  app.get('/api/auth/user', currentUser);
  app.get('/api/auth/me', currentUser);

  // The spec's navigation targets: sign-in is a page, sign-out ends the session and goes home.
  app.get('/api/login', async (_request, reply) => reply.redirect('/login'));
  app.get('/api/logout', async (request, reply) => {
    if (request.session.userId !== undefined) await request.session.destroy();
    return reply.redirect('/');
  });
}
