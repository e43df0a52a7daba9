import { ClassListResponse, ClassResponse, CreateClassBody, type ClassInfo, rooms } from '@morah/contracts';
import type { Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { newShareCode } from '../auth/share-code';
import { toStudentSummary } from '../auth/user-view';
import type { MorahServer } from '../../realtime/socket-server';

export async function classesRoutes(base: FastifyInstance, { db, io }: { db: Kysely<Database>; io: MorahServer }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post('/api/classes', { schema: { body: CreateClassBody, response: { 201: ClassResponse } } }, async (request, reply) => {
    const teacher = await request.requireRole('teacher');
    const { name } = request.body;
    for (let attempt = 0; ; attempt++) {
      const created = await db
        .insertInto('classes')
        .values({ name, teacher_id: teacher.id, join_code: newShareCode() })
        .onConflict((oc) => oc.column('join_code').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (created) {
        // The teacher's open dashboards start hearing the new class's conversations (on every gateway).
        io.in(rooms.user(teacher.id)).socketsJoin(rooms.classTeachers(created.id));
        const info: ClassInfo = { id: created.id, name: created.name, joinCode: created.join_code, createdAt: created.created_at.toISOString(), students: [] };
        return reply.status(201).send({ class: info });
      }
      if (attempt > 5) throw new Error('could not find a free class code');
    }
  });

  app.get('/api/classes', { schema: { response: { 200: ClassListResponse } } }, async (request) => {
    const teacher = await request.requireRole('teacher');
    const classes = await db.selectFrom('classes').selectAll().where('teacher_id', '=', teacher.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    const members = classes.length
      ? await db
          .selectFrom('class_members as m')
          .innerJoin('users as u', 'u.id', 'm.student_id')
          .select(['m.class_id', 'u.id', 'u.username', 'u.first_name', 'u.last_name', 'u.xp', 'u.level'])
          .where(
            'm.class_id',
            'in',
            classes.map((c) => c.id),
          )
          .orderBy('u.first_name')
          .orderBy('u.last_name')
          .execute()
      : [];
    return {
      classes: classes.map(
        (c): ClassInfo => ({
          id: c.id,
          name: c.name,
          joinCode: c.join_code,
          createdAt: c.created_at.toISOString(),
          students: members.filter((m) => m.class_id === c.id).map(toStudentSummary),
        }),
      ),
    };
  });
}
