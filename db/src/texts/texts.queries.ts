import type { TextSource, TorahBook, VersePoint, VerseRange } from '@morah/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, TextsTable } from '../schema';

/**
 * The text store's reads and writes. Kept free of the reader's needs so the tutor's retrieval and
 * the quiz generator can ask for verses the same way.
 */
export type VerseRow = Omit<TextsTable, 'updated_at' | 'english_search'>;
type Db = Kysely<Database> | Transaction<Database>;

const inRange = (range: Pick<VerseRange, 'begin' | 'end'>) =>
  sql<boolean>`(chapter, verse) between (${range.begin.chapter}, ${range.begin.verse}) and (${range.end.chapter}, ${range.end.verse})`;

/** The verses of a range that are in the store, in order. */
export async function findVerses(db: Db, range: VerseRange): Promise<VerseRow[]> {
  return db
    .selectFrom('texts')
    .select(['book', 'chapter', 'verse', 'hebrew', 'hebrew_cantillation', 'english', 'hebrew_source', 'english_source'])
    .where('book', '=', range.book)
    .where(inRange(range))
    .orderBy('chapter')
    .orderBy('verse')
    .execute();
}

/** One verse, or undefined when the store does not have it. */
export async function findVerse(db: Db, book: TorahBook, point: VersePoint): Promise<VerseRow | undefined> {
  return db
    .selectFrom('texts')
    .select(['book', 'chapter', 'verse', 'hebrew', 'hebrew_cantillation', 'english', 'hebrew_source', 'english_source'])
    .where('book', '=', book)
    .where('chapter', '=', point.chapter)
    .where('verse', '=', point.verse)
    .executeTakeFirst();
}

/** How many verses each book has in the store. */
export async function countVersesByBook(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom('texts').select(['book', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('book').execute();
  return Object.fromEntries(rows.map((r) => [r.book, Number(r.n)]));
}

export async function upsertTextSources(db: Db, sources: readonly TextSource[]): Promise<void> {
  if (sources.length === 0) return;
  await db
    .insertInto('text_sources')
    .values(sources.map((s) => ({ id: s.id, name: s.name, language: s.language, licence: s.licence, attribution: s.attribution, url: s.url })))
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        language: eb.ref('excluded.language'),
        licence: eb.ref('excluded.licence'),
        attribution: eb.ref('excluded.attribution'),
        url: eb.ref('excluded.url'),
      })),
    )
    .execute();
}

/**
 * Write verses, replacing any already stored for the same place (or, with keepExisting, leaving
 * those as they are). Returns how many were new.
 * Batches keep each statement well under Postgres's parameter limit.
 */
export async function upsertVerses(db: Db, rows: readonly VerseRow[], options: { keepExisting?: boolean } = {}): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    const result = await db
      .insertInto('texts')
      .values(batch)
      .onConflict((oc) =>
        options.keepExisting
          ? oc.columns(['book', 'chapter', 'verse']).doNothing()
          : oc.columns(['book', 'chapter', 'verse']).doUpdateSet((eb) => ({
          hebrew: eb.ref('excluded.hebrew'),
          hebrew_cantillation: eb.ref('excluded.hebrew_cantillation'),
          english: eb.ref('excluded.english'),
          hebrew_source: eb.ref('excluded.hebrew_source'),
          english_source: eb.ref('excluded.english_source'),
          updated_at: sql`now()`,
        })),
      )
      // xmax is 0 on a freshly inserted row and set on an updated one.
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    inserted += result.filter((r) => r.inserted).length;
  }
  return { inserted, updated: rows.length - inserted };
}

export async function findTextSources(db: Db, ids: readonly string[]): Promise<TextSource[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('text_sources').selectAll().where('id', 'in', [...ids]).orderBy('language', 'desc').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, language: r.language, licence: r.licence, attribution: r.attribution, url: r.url }));
}
