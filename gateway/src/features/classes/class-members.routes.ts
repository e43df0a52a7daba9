import { ClassStudentParams, RemovedFromClassResponse, rooms } from '@morah/contracts';
import type { Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { forbidden, notFound } from '../../errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MorahServer } from '../../realtime/socket-server';

/**
 * A teacher takes a student out of one of their classes. Only the membership goes: the child's
 * conversations, XP, badges and work stay with the child's account. The teacher's open dashboards
 * stop following the child's conversations at once, unless the child is still in another of their classes.
 */
export async function classMembersRoutes(base: FastifyInstance, { db, io }: { db: Kysely<Database>; io: MorahServer }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.delete('/api/classes/:classId/students/:studentId', { schema: { params: ClassStudentParams, response: { 200: RemovedFromClassResponse } } }, async (request) => {
    const teacher = await request.requireRole('teacher');
    const { classId, studentId } = request.params;
    const cls = await db.selectFrom('classes').select(['id', 'teacher_id']).where('id', '=', classId).executeTakeFirst();
    if (!cls) throw notFound('We could not find that class.');
    if (cls.teacher_id !== teacher.id) throw forbidden('You can change only your own classes.');
    const removed = await db.deleteFrom('class_members').where('class_id', '=', classId).where('student_id', '=', studentId).returning('student_id').executeTakeFirst();
    if (!removed) throw notFound('That student is not in this class.');

    const stillTaught = await db
      .selectFrom('class_members as m')
      .innerJoin('classes as c', 'c.id', 'm.class_id')
      .select('m.student_id')
      .where('m.student_id', '=', studentId)
      .where('c.teacher_id', '=', teacher.id)
      .executeTakeFirst();
    if (!stillTaught) {
      const threads = await db.selectFrom('chat_threads').select('id').where('student_id', '=', studentId).execute();
      if (threads.length) io.in(rooms.user(teacher.id)).socketsLeave(threads.map((t) => rooms.thread(t.id)));
    }
    return { removed: true as const };
  });
}
