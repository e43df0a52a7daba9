import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AfterWrite } from '../outbox/after-write';
import type { Database, DataExportsTable } from '../schema';

export type DataExportRow = Omit<Selectable<DataExportsTable>, 'file'>;

const columns = ['id', 'child_id', 'requested_by', 'status', 'progress', 'size_bytes', 'created_at', 'ready_at', 'expires_at'] as const;

/** Record an export request and, in the same transaction, the job that builds it. */
export async function createDataExport(db: Kysely<Database>, input: { childId: number; requestedBy: number }, afterWrite: AfterWrite<DataExportRow>): Promise<DataExportRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('data_exports')
      .values({ id: randomUUID(), child_id: input.childId, requested_by: input.requestedBy })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await afterWrite(trx, row);
    return row;
  });
}

export function findDataExport(db: Kysely<Database>, id: string): Promise<DataExportRow | undefined> {
  return db.selectFrom('data_exports').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The newest export of a child that this person asked for, if any. */
export function latestDataExport(db: Kysely<Database>, childId: number, requestedBy: number): Promise<DataExportRow | undefined> {
  return db.selectFrom('data_exports').select(columns).where('child_id', '=', childId).where('requested_by', '=', requestedBy).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

export async function readDataExportFile(db: Kysely<Database>, id: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('data_exports').select('file').where('id', '=', id).where('status', '=', 'ready').executeTakeFirst();
  return row?.file ?? undefined;
}

export async function setDataExportProgress(db: Kysely<Database>, id: string, progress: number): Promise<void> {
  await db.updateTable('data_exports').set({ progress: Math.max(0, Math.min(99, Math.round(progress))) }).where('id', '=', id).where('status', '=', 'building').execute();
}

export async function finishDataExport(db: Kysely<Database>, id: string, file: Uint8Array, availableHours: number): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      progress: 100,
      file,
      size_bytes: file.byteLength,
      ready_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(hours => ${availableHours})`,
    })
    .where('id', '=', id)
    .execute();
}

export async function failDataExport(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', id).where('status', '=', 'building').execute();
}

/** Exports past their time are removed, file and all. */
export async function purgeExpiredExports(db: Kysely<Database>): Promise<number> {
  const rows = await db.deleteFrom('data_exports').where('expires_at', '<=', sql<Date>`now()`).returning('id').execute();
  return rows.length;
}
