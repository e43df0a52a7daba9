/// <reference path="./pg-utils.d.ts" />
import { type Compilable, CompiledQuery, type RawBuilder, sql, type Transaction } from 'kysely';
import type pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import type { Database } from './schema';

/** The result Kysely reads of a command that went with another statement, or needed no trip at all. */
const commandDone = (command: string) => ({ command, rowCount: null, rows: [], fields: [] });

/** How a held statement is marked, and the row that stands in for its result meanwhile. */
const HELD_MARK = '/* morah:held ';
const HELD_MARK_END = ' */ ';
const HELD_ROW = '__morahHeld';

/** The token of a statement `holdForNext` marked, and the statement without the mark; undefined for one not marked. */
function heldMarkOf(text: string): { token: string; statement: string } | undefined {
  if (!text.startsWith(HELD_MARK)) return undefined;
  const end = text.indexOf(HELD_MARK_END);
  return { token: text.slice(HELD_MARK.length, end), statement: text.slice(end + HELD_MARK_END.length) };
}

/** A statement's text without the mark `holdForNext` gives it (the mark differs at every call, the statement does not). */
export function withoutHeldMark(text: string): string {
  return heldMarkOf(text)?.statement ?? text;
}

/**
 * At most this many statements a connection prepares by name for the simple queries that carry
 * statements together (`prepare ... as`, then `execute`). Past it, a statement with parameters
 * is not carried along but sent on its own.
 */
const MAX_CARRIED_STATEMENTS = 500;

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

/** One statement as part of a simple query: its text, and the `prepare` it needs first (once per connection). */
interface Piece {
  text: string;
  prepare?: { name: string; text: string };
}

/** A value as a literal of a simple query: the text node-postgres would have sent for it, quoted. */
export function literal(value: unknown): string | undefined {
  const prepared = pgUtils.prepareValue(value) as unknown;
  if (prepared === null) return 'null';
  return typeof prepared === 'string' ? pgUtils.escapeLiteral(prepared) : undefined;
}

/**
 * Fewer round trips for a transaction on one pooled connection of real Postgres:
 * - its `begin` waits for its first statement and goes with it as one simple query (`begin;
 *   select ...`); a transaction that ran no statement commits or rolls back without a trip;
 * - held statements (`holdForNext`) wait for the transaction's next statement that is not held, or
 *   its commit, and go with it as one simple query: the append of a child's message with their
 *   activity (`select ...; insert ...`), a reply's projections with its job's done mark and the
 *   commit (`insert ...; update ...; commit`).
 * A statement with parameters goes in such a query as `execute` of a statement the connection
 * prepared (`prepare ... as`, sent with its first use), so that Postgres plans it once per
 * connection, as it does the statements sent on their own (see `prepareRepeatedStatements`).
 * The pool resets this when a connection comes back.
 */
export function fewerTransactionTrips(client: pg.PoolClient): { reset(): void } {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown> | unknown;
  let begun = false;
  let open = false;
  let held: { piece: Piece; token: string }[] = [];
  /** Statements this connection prepared for carrying (by text), and the next name. */
  const carried = new Map<string, string>();
  let named = 0;
  const noValues = (values: unknown) => values === undefined || (Array.isArray(values) && values.length === 0);

  /** The statement as a part of a simple query, or undefined when it cannot be one. */
  const asPiece = (text: string, values: unknown): Piece | undefined => {
    if (noValues(values)) return { text };
    if (!Array.isArray(values)) return undefined;
    const args: string[] = [];
    for (const value of values) {
      const quoted = literal(value);
      if (quoted === undefined) return undefined;
      args.push(quoted);
    }
    let name = carried.get(text);
    let prepare: Piece['prepare'];
    if (!name) {
      if (carried.size >= MAX_CARRIED_STATEMENTS) return undefined;
      name = `morah_carried_${++named}`;
      carried.set(text, name);
      prepare = { name, text };
    }
    return { text: `execute ${name}(${args.join(', ')})`, ...(prepare ? { prepare } : {}) };
  };

  /** Statements whose `prepare` did not go out, or may not have stood: prepared afresh when next carried. */
  const forget = (pieces: readonly Piece[]) => {
    for (const { prepare } of pieces) if (prepare && carried.get(prepare.text) === prepare.name) carried.delete(prepare.text);
  };

  /**
   * The pieces and what follows them (a piece, the commit, or nothing) as one simple query. Each
   * piece's rows settle its waiter; answers the result of what followed. Should the query fail, a
   * statement it prepared may or may not stand: it is prepared again, under a new name, when next used.
   */
  const sendTogether = (pieces: { piece: Piece; token?: string }[], next: Piece | 'commit' | undefined) => {
    const all = next && next !== 'commit' ? [...pieces, { piece: next }] : pieces;
    const prepares = all.flatMap(({ piece }) => (piece.prepare ? [piece.prepare] : []));
    const statements = [
      ...(begun ? ['begin'] : []),
      ...prepares.map((p) => `prepare ${p.name} as ${p.text}`),
      ...all.map(({ piece }) => piece.text),
      ...(next === 'commit' ? ['commit'] : []),
    ];
    const first = (begun ? 1 : 0) + prepares.length;
    begun = false;
    return (query(statements.join('; ')) as Promise<pg.QueryResult | pg.QueryResult[]>).then(
      (answered) => {
        const results = Array.isArray(answered) ? answered : [answered];
        pieces.forEach(({ token }, i) => token && settle(token, { rows: results[first + i]!.rows }));
        return next ? results[results.length - 1] : undefined;
      },
      (error: unknown) => {
        forget(all.map(({ piece }) => piece));
        for (const { token } of pieces) if (token) settle(token, { error });
        throw error;
      },
    );
  };

  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const text = typeof config === 'string' && callback === undefined ? config : undefined;
    const simple = text !== undefined && noValues(values);
    if (simple && text === 'begin' && !begun) {
      begun = true;
      open = true;
      return Promise.resolve(commandDone('BEGIN'));
    }
    const marked = text === undefined ? undefined : heldMarkOf(text);
    if (marked) {
      const { token } = marked;
      // Without the mark: its token differs at every call, the statement does not.
      config = marked.statement;
      const piece = open ? asPiece(marked.statement, values) : undefined;
      if (piece) {
        held.push({ piece, token });
        return Promise.resolve({ command: 'SELECT', rowCount: 1, rows: [{ [HELD_ROW]: token }], fields: [] });
      }
      // Not held (no transaction, or it cannot go in a simple query): it runs now, as any other.
    }
    if (simple && (text === 'commit' || text === 'rollback')) {
      open = false;
      const pieces = held;
      held = [];
      // A held statement or the commit may fail: the transaction is then rolled back (Kysely asks next).
      if (text === 'commit' && pieces.length) return sendTogether(pieces, 'commit');
      forget(pieces.map(({ piece }) => piece));
      for (const { token } of pieces) settle(token, { error: new Error('The transaction rolled back before its held statement ran.') });
      if (!begun) return query(config, values, callback);
      begun = false;
      return Promise.resolve(commandDone(text.toUpperCase()));
    }
    if (held.length) {
      // A statement after held ones: it goes with them (one simple query) when it can, else just
      // after them (the connection serves its queries in order). A failure of a held one fails it too.
      const pieces = held;
      held = [];
      const next = typeof config === 'string' && callback === undefined ? asPiece(config, values) : undefined;
      if (next) return sendTogether(pieces, next);
      sendTogether(pieces, undefined).catch(() => undefined);
    }
    if (!begun) return query(config, values, callback);
    // The transaction's first statement: with its `begin`, when it can go in a simple query.
    const first = typeof config === 'string' && callback === undefined ? asPiece(config, values) : undefined;
    if (first) return sendTogether([], first);
    begun = false;
    // The connection serves its queries in order: the `begin` runs first. It fails only with the
    // connection, which then fails this statement too.
    (query('begin') as Promise<unknown>).catch(() => undefined);
    return query(config, values, callback);
  };
  return {
    reset: () => {
      begun = false;
      open = false;
      if (held.length === 0) return;
      // The error is made only when a statement was held: making one (its stack) on every release is dear.
      const error = new Error('The connection went back to the pool before its transaction ended.');
      forget(held.map(({ piece }) => piece));
      for (const { token } of held) settle(token, { error });
      held = [];
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
 * Hold `statement` until the transaction's next statement that is not held, or its commit, and send
 * it with that one: one round trip for all (`select ...; select ...`, `insert ...; commit`).
 * Resolves at once, with the statement's rows to come (see `HeldStatement`). If the statement fails,
 * the statement it went with fails too, and so does the transaction. Where statements are not held
 * (embedded Postgres, or no transaction on a pooled connection), it runs at once.
 */
export async function holdForNext<R>(trx: Transaction<Database>, statement: RawBuilder<R> | Compilable<R>): Promise<HeldStatement<R>> {
  const compiled = 'isRawBuilder' in statement ? statement.compile(trx) : statement.compile();
  const token = `${process.pid}-${++heldCount}`;
  const { rows } = await trx.executeQuery<R | Record<string, string>>(CompiledQuery.raw(`${HELD_MARK}${token}${HELD_MARK_END}${compiled.sql}`, [...compiled.parameters]));
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
