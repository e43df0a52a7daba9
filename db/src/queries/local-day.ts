import { type RawBuilder, sql } from 'kysely';

/**
 * `column` (a timestamptz) falls on the local `day` in `timeZone`: the same rows as
 * `(column at time zone tz)::date = day`, written as a range, so an index on (learner, column)
 * reads only that day's rows, however long the learner's history. `day` is a 'YYYY-MM-DD' string or
 * an SQL date expression.
 */
export function onLocalDay(column: string, day: string | RawBuilder<unknown>, timeZone: string | RawBuilder<unknown>): RawBuilder<boolean> {
  const date = typeof day === 'string' ? sql`${day}::date` : day;
  return sql<boolean>`(${sql.ref(column)} >= (${date})::timestamp at time zone ${timeZone} and ${sql.ref(column)} < ((${date}) + 1)::timestamp at time zone ${timeZone})`;
}
