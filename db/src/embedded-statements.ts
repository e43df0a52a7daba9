import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { literal, withoutHeldMark } from './transaction-trips';

/** At most this many different statements the embedded database keeps prepared (as for Postgres). */
const MAX_PREPARED_STATEMENTS = 2000;
/**
 * Statements with more values than this run as before: inserts of many rows at once (the Torah's
 * import), whose text repeats rarely and whose values would make a long `execute`.
 */
const MAX_PREPARED_VALUES = 100;
/** What PREPARE takes (a WITH begins one of these). */
const PREPARABLE = /^\s*(?:select|insert|update|delete|with|values)\b/i;

/**
 * The embedded database parses and plans every statement it is given with values anew: about a
 * quarter of a millisecond of WebAssembly for each of Morah's small statements, often more than
 * running it. Here a statement with values that comes a second time is prepared, by name
 * (`prepare morah_3 as ...`), and runs from then on as `execute morah_3('value', ...)`, its values
 * written as node-postgres writes them for real Postgres (where held statements already go that
 * way, see `fewerTransactionTrips`), so both run the same text. A statement PREPARE does not take, or
 * refuses, runs as before and is not tried again; so does one with a value that has no text form
 * (bytes) or with more than `MAX_PREPARED_VALUES` values. Inside a transaction the preparing goes
 * in a savepoint, so a refusal leaves the transaction as it was. A prepared statement outlives a
 * rollback (PREPARE is not transactional).
 */
export function preparingRepeatedStatements(pglite: PGlite): PGlite {
  const query = pglite.query.bind(pglite) as <T>(text: string, values?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  /** Each statement's name once prepared, or undefined when it could not be. */
  const statements = new Map<string, Promise<string | undefined>>();
  /** Statements that came once and are not prepared yet. */
  const seenOnce = new Set<string>();

  const prepare = async (name: string, statement: string): Promise<string | undefined> => {
    const inTransaction = pglite.isInTransaction();
    try {
      if (inTransaction) await pglite.exec('savepoint morah_prepare');
    } catch {
      return undefined; // a transaction that failed already: the statement itself tells why
    }
    try {
      await pglite.exec(`prepare ${name} as ${statement}`);
      if (inTransaction) await pglite.exec('release savepoint morah_prepare');
      return name;
    } catch {
      if (inTransaction) await pglite.exec('rollback to savepoint morah_prepare; release savepoint morah_prepare').catch(() => undefined);
      return undefined;
    }
  };

  async function run<T>(text: string, values?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options !== undefined || values === undefined || values.length === 0 || values.length > MAX_PREPARED_VALUES) return query<T>(text, values, options);
    const statement = withoutHeldMark(text);
    if (!PREPARABLE.test(statement)) return query<T>(text, values);
    const args = values.map(literal);
    if (args.includes(undefined)) return query<T>(text, values);
    let named = statements.get(statement);
    if (!named) {
      // A statement is prepared the second time it comes: what runs once (start-up, migrations) is not.
      if (!seenOnce.delete(statement)) {
        if (seenOnce.size < MAX_PREPARED_STATEMENTS) seenOnce.add(statement);
        return query<T>(text, values);
      }
      if (statements.size >= MAX_PREPARED_STATEMENTS) return query<T>(text, values);
      named = prepare(`morah_${statements.size}`, statement);
      statements.set(statement, named);
    }
    const name = await named;
    return name ? query<T>(`execute ${name}(${args.join(', ')})`) : query<T>(text, values);
  }

  // PGlite keeps its state in private fields: its other methods run on PGlite itself.
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return run;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
