import { ChildResponse, ChildrenResponse, CreateChildBody, LinkChildBody } from '@morah/contracts';
import type { Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import type { CodeTryLimit } from '../../plugins/code-try-limit';
import { createUser } from '../auth/create-user';
import { assertStrongPassword, hashPassword, type PasswordHashCost } from '../auth/password';
import { toStudentSummary } from '../auth/user-view';

export async function parentRoutes(base: FastifyInstance, { db, codeLimit, passwordHashCost }: { db: Kysely<Database>; codeLimit: CodeTryLimit; passwordHashCost: PasswordHashCost }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/parent/children', { schema: { response: { 200: ChildrenResponse } } }, async (request) => {
    const parent = await request.requireRole('parent');
    const children = await db
      .selectFrom('parent_links as l')
      .innerJoin('users as u', 'u.id', 'l.student_id')
      .select(['u.id', 'u.username', 'u.first_name', 'u.last_name', 'u.xp', 'u.level'])
      .where('l.parent_id', '=', parent.id)
      .orderBy('u.first_name')
      .execute();
    return { children: children.map(toStudentSummary) };
  });

  // A parent makes a child's account: the child is a student linked to this parent, in no class yet.
  app.post('/api/parent/children', { schema: { body: CreateChildBody, response: { 201: ChildResponse } } }, async (request, reply) => {
    const parent = await request.requireRole('parent');
    const { body } = request;
    // The child's rule; the family's names count as guessable too.
    await assertStrongPassword(body.password, 'child', [body.username, body.firstName, body.lastName, parent.username, parent.first_name, parent.last_name]);
    const passwordHash = await hashPassword(body.password, passwordHashCost);
    const child = await db.transaction().execute(async (trx) => {
      const created = await createUser(trx, { ...body, passwordHash, role: 'student' });
      await trx.insertInto('parent_links').values({ parent_id: parent.id, student_id: created.id }).execute();
      return created;
    });
    return reply.status(201).send({ child: toStudentSummary(child) });
  });

  // Link an existing student by the code on their own profile.
  app.post('/api/parent/links', { schema: { body: LinkChildBody, response: { 201: ChildResponse } } }, async (request, reply) => {
    const parent = await request.requireRole('parent');
    const { linkCode } = request.body;
    // Counted before the lookup, like a sign-in, so codes cannot be tried at speed.
    await codeLimit.consume(request.ip, parent.id);
    const child = await db.selectFrom('users').selectAll().where('link_code', '=', linkCode).where('role', '=', 'student').executeTakeFirst();
    if (child) await codeLimit.succeeded(request.ip, parent.id);
    if (!child) throw new AppError(404, 'invalid_link_code', 'We could not find a child with that code.', [{ path: ['linkCode'], message: 'We could not find a child with that code.' }]);
    await db
      .insertInto('parent_links')
      .values({ parent_id: parent.id, student_id: child.id })
      .onConflict((oc) => oc.columns(['parent_id', 'student_id']).doNothing())
      .execute();
    return reply.status(201).send({ child: toStudentSummary(child) });
  });
}
