import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface VerseMatch {
  book: string;
  chapter: number;
  verse: number;
  english: string;
  hebrew: string;
  /** How many of the searched words the verse has. */
  matched: number;
}

/** Past this many ways of choosing `atLeast` of the words, the index looks for any of them instead. */
const MAX_CHOICES = 256;

/** Every way of choosing `k` of `items`, in order. */
function choices<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...choices(rest, k - 1).map((c) => [first!, ...c]), ...choices(rest, k)];
}

function countChoices(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return Math.round(c);
}

/**
 * The verses whose English has the most of these words (Postgres full-text search, English stemming,
 * so "loved" finds "love"), best first. Each item may list spellings of one word ("neighbor",
 * "neighbour"); a verse counts it once. With `atLeast`, only verses with at least that many of the
 * words: the index is asked for those alone (any `atLeast` of the words, each way of choosing them),
 * so a question with common words ("day", "eat") does not weigh every verse that has one of them.
 * The verses' English is searched as stored, parsed (`english_search`).
 */
export async function searchVerses(db: Db, words: ReadonlyArray<readonly string[]>, limit = 3, options: { atLeast?: number } = {}): Promise<VerseMatch[]> {
  // Only letters reach the query text, so a word cannot change the query's shape.
  const groups = words.map((spellings) => spellings.filter((w) => /^[a-z]+$/i.test(w))).filter((g) => g.length > 0);
  const atLeast = Math.max(1, options.atLeast ?? 1);
  if (groups.length < atLeast) return [];
  const vector = sql.ref('english_search');
  const anyOf = (spellings: readonly string[]) => `(${spellings.join(' | ')})`;
  const query = (spellings: readonly string[]) => sql`to_tsquery('english', ${spellings.join(' | ')})`;
  const count = sql.join(groups.map((g) => sql`(${vector} @@ ${query(g)})::int`), sql` + `);
  const everyWord = sql.join(groups.map(query), sql` || `);
  const found =
    atLeast > 1 && countChoices(groups.length, atLeast) <= MAX_CHOICES
      ? sql`to_tsquery('english', ${choices(groups, atLeast).map((chosen) => `(${chosen.map(anyOf).join(' & ')})`).join(' | ')})`
      : everyWord;
  const rows = await db
    .selectFrom('texts')
    .select(['book', 'chapter', 'verse', 'english', 'hebrew', sql<number>`${count}`.as('matched')])
    .where(sql<boolean>`${vector} @@ (${found})`)
    // A word Postgres drops (one of its stop words) matches nothing: the count decides.
    .$if(atLeast > 1, (q) => q.where(sql<boolean>`${count} >= ${atLeast}`))
    .orderBy('matched', 'desc')
    .orderBy(sql`ts_rank(${vector}, ${everyWord})`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, matched: Number(r.matched) }));
}
