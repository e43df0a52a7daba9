import { type Database, findUserById, type UserRow } from '@morah/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError, unauthenticated } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or undefined; read once per request, with the session when it was read from the store. */
    currentUser(): Promise<UserRow | undefined>;
    /** The signed-in user, or a 401. */
    requireUser(): Promise<UserRow>;
    /** The signed-in user if they hold one of these roles: 401 when signed out, 403 otherwise. */
    requireRole(...roles: UserRow['role'][]): Promise<UserRow>;
  }
}

const ROLE_NAMES = { student: 'students', teacher: 'teachers', parent: 'parents' } as const;

export function registerCurrentUser(app: FastifyInstance, db: Kysely<Database>): void {
  const cache = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const session = this.session;
      const userId = session?.userId;
      // A session read from the store brought its user along; one that has just signed in has not.
      pending =
        typeof userId !== 'number' ? Promise.resolve(undefined) : session?.user?.row.id === userId ? Promise.resolve(session.user.row) : findUserById(db, userId);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.currentUser();
    if (!user) throw unauthenticated();
    return user;
  });
  app.decorateRequest('requireRole', async function (this: FastifyRequest, ...roles: UserRow['role'][]) {
    const user = await this.requireUser();
    if (!roles.includes(user.role)) {
      throw new AppError(403, 'forbidden', `Only ${roles.map((r) => ROLE_NAMES[r]).join(' and ')} can do that.`);
    }
    return user;
  });
}
