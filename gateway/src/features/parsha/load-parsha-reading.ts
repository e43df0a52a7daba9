import { type ParshaReading, type ParshaVerse, TEXT_SOURCES, verseRef } from '@morah/contracts';
import type { ParshaDetails } from '@morah/contracts/parsha-calendar';
import { type Database, findTextSources, findVerses, upsertTextSources, upsertVerses, type VerseRow } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { fetchSefariaRange } from './fetch-sefaria-range';

export interface TextDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Null: never leave the machine. */
  sefariaUrl: string | null;
  sefariaTimeoutMs: number;
}

const MISSING_OFFLINE =
  'The full Torah text has not been added to this Morah yet, so only the first three verses of Bereshit can be shown. Whoever looks after Morah can add it by running "pnpm content:import" with the Torah folder, or by letting Morah reach Sefaria.org.';
const MISSING_UNREACHABLE =
  'Morah could not fetch this part of the Torah from Sefaria.org just now, so only the first three verses of Bereshit can be shown. Please try again later. Whoever looks after Morah can also add the whole text with "pnpm content:import".';

function toVerse(row: VerseRow): ParshaVerse {
  return {
    ref: verseRef(row.book as ParshaVerse['book'], row.chapter, row.verse),
    book: row.book as ParshaVerse['book'],
    chapter: row.chapter,
    verse: row.verse,
    hebrew: row.hebrew,
    hebrewCantillation: row.hebrew_cantillation,
    english: row.english,
    hebrewSource: row.hebrew_source,
    englishSource: row.english_source,
  };
}

/** The verses of a parsha from the store; fetched from Sefaria (and kept) when some are missing. */
async function versesFor(deps: TextDeps, details: ParshaDetails): Promise<{ rows: VerseRow[]; missing?: ParshaReading['textMissing'] }> {
  const stored = await findVerses(deps.db, details.range);
  if (stored.length >= details.totalVerses) return { rows: stored };
  if (!deps.sefariaUrl) return { rows: [], missing: { reason: 'offline', message: MISSING_OFFLINE } };
  try {
    const fetched = await fetchSefariaRange(details.range, { baseUrl: deps.sefariaUrl, timeoutMs: deps.sefariaTimeoutMs });
    await deps.db.transaction().execute(async (trx) => {
      await upsertTextSources(trx, [TEXT_SOURCES.sefariaHebrew, TEXT_SOURCES.sefariaJps1917]);
      // Verses already in the store (an import) stay as they are.
      await upsertVerses(trx, fetched, { keepExisting: true });
    });
    return { rows: await findVerses(deps.db, details.range) };
  } catch (error) {
    deps.log.warn({ err: error, range: details.rangeText }, 'could not fetch a parsha from Sefaria');
    return { rows: [], missing: { reason: 'unreachable', message: MISSING_UNREACHABLE } };
  }
}

/** Everything the reader shows for one parsha: names, range, aliyot, verses and their sources. */
export async function loadParshaReading(deps: TextDeps, details: ParshaDetails): Promise<ParshaReading> {
  const { rows, missing } = await versesFor(deps, details);
  const sourceIds = [...new Set(rows.flatMap((r) => [r.hebrew_source, r.english_source]))];
  return {
    name: details.name,
    hebrewName: details.hebrewName,
    book: details.book,
    range: details.rangeText,
    totalVerses: details.totalVerses,
    aliyot: details.aliyot.map((a) => ({ n: a.n, range: a.range, begin: a.begin, end: a.end })),
    verses: rows.map(toVerse),
    sources: await findTextSources(deps.db, sourceIds),
    ...(missing ? { textMissing: missing } : {}),
  };
}
