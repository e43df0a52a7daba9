import { type DbHandle, listMessageViews } from '@morah/db';
import type { LiveStudent } from '../live-student';
import { waitFor } from '../wait-for';

export interface Audit {
  /** Acknowledged messages that are not stored. */
  lost: string[];
  /** Student messages stored more than once (the same words twice), or a message shown twice. */
  shownTwice: string[];
  /** Stored messages a child does not see, or sees and are not stored. */
  unlike: string[];
  /** Student messages with other than one tutor reply stored. */
  notOneReply: string[];
  /** Tutor replies a child heard live more than once (merged by id, so shown once). */
  heardTwice: number;
}

/**
 * Compare what each child saw with what was stored. Waits (up to `timeoutMs`) for every child's
 * view to equal its stored conversation, since live events may still be on their way; what is
 * different then is reported.
 */
export async function auditConversations(db: DbHandle['db'], students: readonly LiveStudent[], timeoutMs = 30_000): Promise<Audit> {
  const stored = async (student: LiveStudent) => listMessageViews(db, student.threadId, 0, 5000);
  const same = (student: LiveStudent, rows: { id: string }[]) => rows.map((r) => r.id).join() === student.messages().map((m) => m.id).join();
  await waitFor('every child sees its stored conversation', async () => {
    for (const student of students) if (!same(student, await stored(student))) return false;
    return true;
  }, timeoutMs).catch(() => undefined);

  const audit: Audit = { lost: [], shownTwice: [], unlike: [], notOneReply: [], heardTwice: 0 };
  for (const student of students) {
    const rows = await stored(student);
    const ids = new Set(rows.map((r) => r.id));
    audit.lost.push(...student.acknowledged.filter((m) => !ids.has(m.id)).map((m) => m.id));
    const words = new Map<string, number>();
    for (const row of rows.filter((r) => r.senderType === 'student')) words.set(row.content, (words.get(row.content) ?? 0) + 1);
    audit.shownTwice.push(...[...words].filter(([, n]) => n > 1).map(([content]) => content));
    const seen = student.messages().map((m) => m.id);
    if (new Set(seen).size !== seen.length) audit.shownTwice.push(`thread ${student.threadId}: an id twice`);
    if (!same(student, rows)) audit.unlike.push(`thread ${student.threadId}: stored ${rows.length}, seen ${seen.length}`);
    for (const question of rows.filter((r) => r.senderType === 'student')) {
      const replies = rows.filter((r) => r.senderType === 'ai' && r.replyTo === question.id).length;
      if (replies !== 1) audit.notOneReply.push(`${question.id}: ${replies}`);
    }
    audit.heardTwice += [...student.heard.values()].filter((n) => n > 1).length;
  }
  return audit;
}

export function auditProblems(audit: Audit): string[] {
  return [
    ...audit.lost.map((id) => `acknowledged but not stored: ${id}`),
    ...audit.shownTwice.map((what) => `shown twice: ${what}`),
    ...audit.unlike.map((what) => `seen is not stored: ${what}`),
    ...audit.notOneReply.map((what) => `not one reply: ${what}`),
  ];
}
