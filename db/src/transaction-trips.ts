import { type RawBuilder, sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/** The result Kysely reads of a command that went with another statement, or needed no trip at all. */
const commandDone = (command: string) => ({ command, rowCount: null, rows: [], fields: [] });

/** How a statement held for its commit is marked, and the row that stands in for its result meanwhile. */
const HELD_MARK = '/* morah:with-commit ';
const HELD_ROW = '__morahHeldForCommit';

/** The results of held statements, by token, until their transaction's commit settles them. */
const awaitingCommit = new Map<string, { resolve(rows: unknown[]): void; reject(error: unknown): void }>();
let heldCount = 0;

function settle(token: string, outcome: { rows: unknown[] } | { error: unknown }): void {
  const waiter = awaitingCommit.get(token);
  awaitingCommit.delete(token);
  if (!waiter) return;
  if ('rows' in outcome) waiter.resolve(outcome.rows);
  else waiter.reject(outcome.error);
}

/**
 * Fewer round trips for a transaction on one pooled connection of real Postgres:
 * - its `begin` waits for its first statement and, when that statement has no parameters, goes with
 *   it as one simple query (`begin; select ...`), such as a chat append's lock (see
 *   `appendChatEvents`). A first statement with parameters is preceded by the `begin` on its own; a
 *   transaction that ran no statement commits or rolls back without a trip;
 * - a statement held for the commit (`holdForCommit`) waits for it and goes with it
 *   (`insert ...; commit`), such as the jobs a send records last.
 * The pool resets this when a connection comes back.
 */
export function fewerTransactionTrips(client: pg.PoolClient): { reset(): void } {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown> | unknown;
  let begun = false;
  let open = false;
  let held: { text: string; token: string } | undefined;
  const noValues = (values: unknown) => values === undefined || (Array.isArray(values) && values.length === 0);
  const dropHeld = (reason: unknown) => {
    if (held) settle(held.token, { error: reason });
    held = undefined;
  };
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const simple = typeof config === 'string' && noValues(values) && callback === undefined;
    if (simple && config === 'begin' && !begun) {
      begun = true;
      open = true;
      return Promise.resolve(commandDone('BEGIN'));
    }
    if (simple && open && !held && config.startsWith(HELD_MARK)) {
      const token = config.slice(HELD_MARK.length, config.indexOf(' */'));
      held = { text: config, token };
      return Promise.resolve({ command: 'SELECT', rowCount: 1, rows: [{ [HELD_ROW]: token }], fields: [] });
    }
    if (simple && (config === 'commit' || config === 'rollback')) {
      open = false;
      const statement = held;
      held = undefined;
      if (config === 'commit' && statement) {
        const text = `${begun ? 'begin; ' : ''}${statement.text}; commit`;
        begun = false;
        return (query(text) as Promise<pg.QueryResult[]>).then(
          (results) => {
            settle(statement.token, { rows: results[results.length - 2]!.rows });
            return results[results.length - 1];
          },
          (error: unknown) => {
            // The statement or the commit failed: the transaction is rolled back (Kysely asks next).
            settle(statement.token, { error });
            throw error;
          },
        );
      }
      if (statement) settle(statement.token, { error: new Error('The transaction rolled back before its held statement ran.') });
      if (!begun) return query(config, values, callback);
      begun = false;
      return Promise.resolve(commandDone(config.toUpperCase()));
    }
    if (held) {
      // Another statement after the held one: the held one goes first (the connection serves its
      // queries in order), and a failure of it fails this one too.
      const statement = held;
      held = undefined;
      const text = `${begun ? 'begin; ' : ''}${statement.text}`;
      begun = false;
      (query(text) as Promise<pg.QueryResult | pg.QueryResult[]>).then(
        (results) => settle(statement.token, { rows: (Array.isArray(results) ? results[results.length - 1]! : results).rows }),
        (error: unknown) => settle(statement.token, { error }),
      );
    }
    if (!begun) return query(config, values, callback);
    begun = false;
    if (simple) return (query(`begin; ${config}`) as Promise<pg.QueryResult[]>).then((results) => results[results.length - 1]);
    // The connection serves its queries in order: the `begin` runs first. It fails only with the
    // connection, which then fails this statement too.
    (query('begin') as Promise<unknown>).catch(() => undefined);
    return query(config, values, callback);
  };
  return {
    reset: () => {
      begun = false;
      open = false;
      dropHeld(new Error('The connection went back to the pool before its transaction ended.'));
    },
  };
}

/**
 * Run `statement` (one statement, its values written in with `sql.lit`: it goes as a simple query)
 * as the transaction's last, with its commit: one round trip for both. Resolves at once, with the
 * statement's rows to come (`rows`), settled when the commit is done, so the transaction must not
 * await `rows`. A statement run in the transaction after it sends it first. Where statements are not
 * held (embedded Postgres, or no transaction on a pooled connection), the statement runs at once and
 * `rows` holds its result. If the statement or the commit fails, the transaction fails with it.
 */
export async function holdForCommit<R>(trx: Transaction<Database>, statement: RawBuilder<R>): Promise<{ rows: Promise<R[]> }> {
  const compiled = statement.compile(trx);
  if (compiled.parameters.length > 0) throw new Error('A statement held for the commit has its values written in (sql.lit).');
  const token = `${process.pid}-${++heldCount}`;
  const { rows } = await sql<R | Record<string, string>>`${sql.raw(`${HELD_MARK}${token} */ ${compiled.sql}`)}`.execute(trx);
  const first = rows[0] as Record<string, unknown> | undefined;
  if (first?.[HELD_ROW] !== token) return { rows: Promise.resolve(rows as R[]) };
  const later = new Promise<R[]>((resolve, reject) => awaitingCommit.set(token, { resolve: resolve as (rows: unknown[]) => void, reject }));
  // Awaited after the commit, or not at all when the transaction rolled back.
  later.catch(() => undefined);
  return { rows: later };
}
