import {
  AccountDeletionResponse,
  CreateExportBody,
  DataExportResponse,
  DeleteChildBody,
  DeletionParams,
  ExportParams,
  LatestExportQuery,
  LatestExportResponse,
  PrivacyFactsResponse,
  type RoomEmitter,
  rooms,
} from '@morah/contracts';
import { createDataExport, type Database, findAccountDeletion, findDataExport, type JobProducer, latestDataExport, readDataExportFile, requestAccountDeletion } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertCanDeleteChild, assertCanExportChild } from '../../policy/access.policy';
import { verifyPassword } from '../auth/password';
import type { GatewayConfig } from '../../config';
import { dataExportView } from './data-export-view';
import { privacyFacts } from './privacy-facts';

/**
 * A child's data: a parent (for a linked child) or a student (for themself) asks for an export,
 * built by a job and downloadable by the one who asked for EXPORT_AVAILABLE_HOURS; a parent deletes
 * a linked child's account, confirming with their own password, carried out by a job.
 */
export async function privacyRoutes(
  base: FastifyInstance,
  { db, jobs, emitter, config }: { db: Kysely<Database>; jobs: JobProducer; emitter: RoomEmitter; config: GatewayConfig },
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Public: the privacy page tells every visitor what this Morah keeps and which services receive what.
  const facts = privacyFacts(config);
  app.get('/api/privacy/facts', { schema: { response: { 200: PrivacyFactsResponse } } }, async () => ({ facts }));

  app.post('/api/privacy/exports', { schema: { body: CreateExportBody, response: { 202: DataExportResponse } } }, async (request, reply) => {
    const viewer = await request.requireUser();
    const childId = request.body?.childId ?? viewer.id;
    await assertCanExportChild(db, viewer, childId);
    const row = await createDataExport(db, { childId, requestedBy: viewer.id }, async (trx, written) => {
      await jobs.enqueue(trx, 'privacy.export', { exportId: written.id });
    });
    return reply.status(202).send({ export: dataExportView(row) });
  });

  app.get('/api/privacy/exports', { schema: { querystring: LatestExportQuery, response: { 200: LatestExportResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    const childId = request.query.childId ?? viewer.id;
    await assertCanExportChild(db, viewer, childId);
    const row = await latestDataExport(db, childId, viewer.id);
    return { export: row ? dataExportView(row) : null };
  });

  /** An export is seen only by the one who asked for it, while they may still see the child. */
  async function ownExport(viewer: { id: number; role: 'student' | 'teacher' | 'parent' }, id: string) {
    const row = await findDataExport(db, id);
    if (!row || row.requested_by !== viewer.id) throw notFound('We could not find that download.');
    await assertCanExportChild(db, viewer, row.child_id);
    return row;
  }

  app.get('/api/privacy/exports/:id', { schema: { params: ExportParams, response: { 200: DataExportResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    return { export: dataExportView(await ownExport(viewer, request.params.id)) };
  });

  app.get('/api/privacy/exports/:id/download', { schema: { params: ExportParams } }, async (request, reply) => {
    const viewer = await request.requireUser();
    const view = dataExportView(await ownExport(viewer, request.params.id));
    if (view.status === 'expired') throw new AppError(410, 'not_found', 'This download has expired. Please ask for a new one.');
    if (view.status !== 'ready') throw new AppError(409, 'conflict', 'This download is not ready yet.');
    const file = await readDataExportFile(db, view.id);
    if (!file) throw notFound('We could not find that download.');
    const day = view.createdAt.slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="morah-data-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  });

  app.post('/api/privacy/deletions', { schema: { body: DeleteChildBody, response: { 202: AccountDeletionResponse } } }, async (request, reply) => {
    const parent = await request.requireRole('parent');
    const { childId, password } = request.body;
    await assertCanDeleteChild(db, parent, childId);
    if (!(await verifyPassword(parent.password_hash, password, config.PASSWORD_HASH_COST))) {
      throw new AppError(400, 'validation_failed', 'That password is not right.', [{ path: ['password'], message: 'That password is not right.' }]);
    }
    const row = await requestAccountDeletion(db, { childId, requestedBy: parent.id }, async (trx, written) => {
      await jobs.enqueue(trx, 'privacy.delete-child', { deletionId: written.id });
    });
    // Signed out everywhere at once: the sessions went with the request; the sockets go now, on every gateway.
    emitter.disconnect(rooms.user(childId));
    return reply.status(202).send({ deletion: { id: row.id, status: row.status } });
  });

  app.get('/api/privacy/deletions/:id', { schema: { params: DeletionParams, response: { 200: AccountDeletionResponse } } }, async (request) => {
    const parent = await request.requireRole('parent');
    const row = await findAccountDeletion(db, request.params.id);
    if (!row || row.requested_by !== parent.id) throw notFound('We could not find that request.');
    return { deletion: { id: row.id, status: row.status } };
  });
}
