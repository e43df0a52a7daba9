import { SafetySeverity } from '@morah/contracts';
import { type RawBuilder, sql } from 'kysely';
import { flagOf, type StoredChatEvent } from './chat-events';
import type { ProjectionWrite } from './run-projection-writes';

/** A severity's place in the order of the "Needs care" panel (urgent first), in SQL. */
const rank = (severity: RawBuilder<unknown>) => sql`array_position(array[${sql.join(SafetySeverity.options.map((s) => sql.lit(s)))}]::text[], ${severity})`;

/** The row key of a flag, for `runProjectionWrites` (one flag per message). */
export const safetyFlagRow = (messageId: string) => `safety_flags:${messageId}`;

/**
 * The `safety_flags` read model: one row per flagged message, open until a `FlagHandled` closes it.
 * A message flagged again while its flag is open adds to that flag (its first screen and time stay);
 * once handled, it stays handled, and a later `FlagHandled` of it changes nothing. Applying the same
 * events one by one gives the same rows.
 */
export function safetyFlagWrites(threadId: number, events: readonly StoredChatEvent[]): ProjectionWrite[] {
  const started = events[0]?.type === 'ThreadStarted' ? events[0] : undefined;
  const writes: ProjectionWrite[] = [];
  for (const event of events) {
    if (event.type === 'MessageFlagged') {
      const { messageId, screen } = event.data;
      const { categories, severity } = flagOf(event.data);
      writes.push({
        rows: [safetyFlagRow(messageId)],
        build: (db) =>
          db
            .insertInto('safety_flags')
            .values({
              message_id: messageId,
              thread_id: threadId,
              student_id: started ? started.data.studentId : sql<number>`(select student_id from chat_threads where id = ${threadId})`,
              categories,
              severity,
              screen,
              raised_at: event.createdAt,
            })
            // Flagged again while open (the moderation service after the local screen): the new
            // categories join the old, and the flag takes the more pressing severity.
            .onConflict((conflict) =>
              conflict
                .column('message_id')
                .doUpdateSet({
                  categories: sql`safety_flags.categories || array(select c from unnest(excluded.categories) with ordinality as u(c, n) where c <> all(safety_flags.categories) order by n)`,
                  severity: sql`case when ${rank(sql`excluded.severity`)} < ${rank(sql`safety_flags.severity`)} then excluded.severity else safety_flags.severity end`,
                })
                .where('safety_flags.handled_at', 'is', null),
            ),
      });
    } else if (event.type === 'FlagHandled') {
      const { messageId, teacherId, teacherName, note } = event.data;
      writes.push({
        rows: [safetyFlagRow(messageId)],
        build: (db) =>
          db
            .updateTable('safety_flags')
            .set({ handled_at: event.createdAt, handled_by: teacherId, handled_by_name: teacherName, note })
            .where('message_id', '=', messageId)
            .where('handled_at', 'is', null),
      });
    }
  }
  return writes;
}
