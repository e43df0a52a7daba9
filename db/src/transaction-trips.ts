import { type RawBuilder, sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/** The result Kysely reads of a command that went with another statement, or needed no trip at all. */
const commandDone = (command: string) => ({ command, rowCount: null, rows: [], fields: [] });

/** How a held statement is marked, and the row that stands in for its result meanwhile. */
const HELD_MARK = '/* morah:held ';
const HELD_ROW = '__morahHeld';

/** The results of held statements, by token, until the statement they went with settles them. */
const awaitingHeld = new Map<string, { resolve(rows: unknown[]): void; reject(error: unknown): void }>();
let heldCount = 0;

function settle(token: string, outcome: { rows: unknown[] } | { error: unknown }): void {
  const waiter = awaitingHeld.get(token);
  awaitingHeld.delete(token);
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
 * - a held statement (`holdForNext`) waits for the transaction's next statement or its commit and
 *   goes with it: the append of a child's message with their activity (`select ...; insert ...`),
 *   the jobs a send records last with the commit (`insert ...; commit`).
 * The pool resets this when a connection comes back.
 */
export function fewerTransactionTrips(client: pg.PoolClient): { reset(): void } {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown> | unknown;
  let begun = false;
  let open = false;
  let held: { text: string; token: string } | undefined;
  const noValues = (values: unknown) => values === undefined || (Array.isArray(values) && values.length === 0);
  // The error is made only when a statement was held: making one (its stack) on every release is dear.
  const dropHeld = (reason: () => unknown) => {
    if (held) settle(held.token, { error: reason() });
    held = undefined;
  };
  /** The held statement and the next one (or the commit) as one simple query: the held one's rows settle its waiter. */
  const sendTogether = (statement: { text: string; token: string }, next: string) => {
    const text = `${begun ? 'begin; ' : ''}${statement.text}; ${next}`;
    begun = false;
    return (query(text) as Promise<pg.QueryResult[]>).then(
      (results) => {
        settle(statement.token, { rows: results[results.length - 2]!.rows });
        return results[results.length - 1];
      },
      (error: unknown) => {
        settle(statement.token, { error });
        throw error;
      },
    );
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
      // The statement or the commit may fail: the transaction is then rolled back (Kysely asks next).
      if (config === 'commit' && statement) return sendTogether(statement, config);
      if (statement) settle(statement.token, { error: new Error('The transaction rolled back before its held statement ran.') });
      if (!begun) return query(config, values, callback);
      begun = false;
      return Promise.resolve(commandDone(config.toUpperCase()));
    }
    if (held) {
      // Another statement after the held one: the held one goes first, with it when it has no
      // parameters (one simple query), else just before it (the connection serves its queries in
      // order). A failure of the held one fails this one too.
      const statement = held;
      held = undefined;
      if (simple) return sendTogether(statement, config);
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
      dropHeld(() => new Error('The connection went back to the pool before its transaction ended.'));
    },
  };
}

/** A statement held for the next one (`holdForNext`). */
export interface HeldStatement<R> {
  /** False where statements are not held: it ran at once, and whether it stays depends on the commit. */
  held: boolean;
  /** Its rows, once it went with another statement: not to be awaited before one has gone. */
  rows: Promise<R[]>;
  /** Its rows, sending it alone first if nothing has taken it along yet. */
  sent(): Promise<R[]>;
}

/**
 * Hold `statement` (one statement, its values written in with `sql.lit`, so that it can go as a
 * simple query) until the transaction's next statement or its commit, and send it with that one:
 * one round trip for both when the next one also has its values written in (`select ...; select
 * ...`, `insert ...; commit`), else just before it. Resolves at once, with the statement's rows to
 * come (see `HeldStatement`). If the statement
 * fails, the statement it went with fails too, and so does the transaction. Where statements are not
 * held (embedded Postgres, or no transaction on a pooled connection), it runs at once.
 */
export async function holdForNext<R>(trx: Transaction<Database>, statement: RawBuilder<R>): Promise<HeldStatement<R>> {
  const compiled = statement.compile(trx);
  if (compiled.parameters.length > 0) throw new Error('A held statement has its values written in (sql.lit).');
  const token = `${process.pid}-${++heldCount}`;
  const { rows } = await sql<R | Record<string, string>>`${sql.raw(`${HELD_MARK}${token} */ ${compiled.sql}`)}`.execute(trx);
  const first = rows[0] as Record<string, unknown> | undefined;
  if (first?.[HELD_ROW] !== token) {
    const ran = Promise.resolve(rows as R[]);
    return { held: false, rows: ran, sent: () => ran };
  }
  const later = new Promise<R[]>((resolve, reject) => awaitingHeld.set(token, { resolve: resolve as (rows: unknown[]) => void, reject }));
  // Awaited when asked for, or not at all when the transaction rolled back.
  later.catch(() => undefined);
  return {
    held: true,
    rows: later,
    async sent() {
      // Still held: an empty statement takes it along.
      if (awaitingHeld.has(token)) await sql`select`.execute(trx);
      return later;
    },
  };
}
