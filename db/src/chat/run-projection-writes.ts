import type { InsertQueryBuilder, QueryCreator, Transaction, UpdateQueryBuilder } from 'kysely';
import type { Database } from '../schema';

/**
 * One insert or update a projection asks for, not run yet: built on whatever query creator it is
 * given (the transaction, or one that already carries the other writes as CTEs), with the rows it
 * changes named (`table:id`).
 */
export interface ProjectionWrite {
  rows: readonly string[];
  build(db: QueryCreator<Database>): InsertQueryBuilder<Database, any, any> | UpdateQueryBuilder<Database, any, any, any>;
}

/**
 * Run the writes in their order, as few statements as Postgres allows: consecutive writes go out as
 * one statement (all but the last as data-modifying CTEs of the last) until a write would change a
 * row the statement already changes. The parts of one statement see the same snapshot, and two
 * changes of one row in it would not both land; a write that begins a new statement sees every
 * write before it, as if each had run alone. Returns what the last statement returns (the last
 * write's `returning`, if it asks for one).
 */
export async function runProjectionWrites(trx: Transaction<Database>, writes: readonly ProjectionWrite[]): Promise<Record<string, unknown>[]> {
  let rows: Record<string, unknown>[] = [];
  for (const statement of asFewStatements(writes)) rows = (await asOneStatement(trx, statement).execute()) as Record<string, unknown>[];
  return rows;
}

/** The writes grouped into statements: a write that changes a row the statement already changes begins the next. */
function asFewStatements(writes: readonly ProjectionWrite[]): ProjectionWrite[][] {
  const statements: ProjectionWrite[][] = [];
  let statement: ProjectionWrite[] = [];
  const changed = new Set<string>();
  for (const write of writes) {
    if (write.rows.some((row) => changed.has(row))) {
      statements.push(statement);
      statement = [];
      changed.clear();
    }
    statement.push(write);
    for (const row of write.rows) changed.add(row);
  }
  if (statement.length) statements.push(statement);
  return statements;
}

function asOneStatement(trx: Transaction<Database>, writes: readonly ProjectionWrite[]) {
  const last = writes.at(-1)!;
  const withEarlier = writes.slice(0, -1).reduce<QueryCreator<Database>>((db, write, i) => db.with(`write_${i}`, (cte) => write.build(cte)), trx);
  return last.build(withEarlier);
}
