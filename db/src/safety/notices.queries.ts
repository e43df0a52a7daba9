import type { FlagHandling, Notice, SafetyNoticeData } from '@morah/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** How many notices a grown-up's list holds: every unopened one comes first. */
export const NOTICES_LIMIT = 50;

const iso = (d: Date | string) => new Date(d).toISOString();

/** A `notices` row as its statements return it. */
export interface NoticeRow {
  id: number;
  user_id: number;
  kind: 'safety-flag';
  data: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  opened_at: Date | string | null;
}

/** A notice as its grown-up reads it, with its flag's handling (null while the flag is open). */
export function toNotice(row: NoticeRow, handled: FlagHandling | null): Notice {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data as SafetyNoticeData,
    handled,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    openedAt: row.opened_at === null ? null : iso(row.opened_at),
  };
}

/** The handling of a flag, from the `safety_flags` columns read beside a notice. */
function handlingOf(row: { handled_at: Date | null; handled_by_name: string | null; note: string | null }): FlagHandling | null {
  return row.handled_at ? { byName: row.handled_by_name ?? '', at: iso(row.handled_at), note: row.note ?? '' } : null;
}

function noticesWithHandling(db: Kysely<Database>) {
  return db
    .selectFrom('notices as n')
    .leftJoin('safety_flags as f', 'f.message_id', 'n.message_id')
    .select(['n.id', 'n.user_id', 'n.kind', 'n.data', 'n.created_at', 'n.updated_at', 'n.opened_at', 'f.handled_at', 'f.handled_by_name', 'f.note']);
}

/** A grown-up's own notices: unopened first, then the most recently changed. */
export async function listNotices(db: Kysely<Database>, userId: number, limit = NOTICES_LIMIT): Promise<Notice[]> {
  const rows = await noticesWithHandling(db)
    .where('n.user_id', '=', userId)
    .orderBy((eb) => eb('n.opened_at', 'is', null), 'desc')
    .orderBy('n.updated_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => toNotice(row, handlingOf(row)));
}

/**
 * Mark one of a grown-up's own notices opened (the first opening is the one kept, so opening again
 * changes nothing). Undefined when the notice is not theirs or not there.
 */
export async function openNotice(db: Kysely<Database>, userId: number, noticeId: number): Promise<Notice | undefined> {
  const opened = await db
    .updateTable('notices')
    .set((eb) => ({ opened_at: eb.fn.coalesce('opened_at', eb.fn<Date>('now', [])) }))
    .where('id', '=', noticeId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!opened) return undefined;
  const row = await noticesWithHandling(db).where('n.id', '=', noticeId).executeTakeFirstOrThrow();
  return toNotice(row, handlingOf(row));
}
