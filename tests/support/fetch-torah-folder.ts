import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TORAH_BOOKS, type TorahBook, type VerseRange } from '@morah/contracts';
import { chapterLengths } from '@morah/contracts/parsha-calendar';
import type { VerseRow } from '@morah/db';

/** Chapters asked of Sefaria at once: a few requests a book, none of them a whole book. */
const CHAPTERS_PER_REQUEST = 10;

type Fetch = (range: VerseRange) => Promise<VerseRow[]>;

/** A book's chapters in runs of CHAPTERS_PER_REQUEST, each as a range of whole chapters. */
function rangesOf(book: TorahBook): VerseRange[] {
  const lengths = chapterLengths(book);
  const ranges: VerseRange[] = [];
  for (let first = 1; first <= lengths.length; first += CHAPTERS_PER_REQUEST) {
    const last = Math.min(first + CHAPTERS_PER_REQUEST - 1, lengths.length);
    ranges.push({ book, begin: { chapter: first, verse: 1 }, end: { chapter: last, verse: lengths[last - 1]! } });
  }
  return ranges;
}

/**
 * Fill `dir` with a Torah folder (torah-he.json, torah-en.json, torah-he-teamim.json, shaped as the
 * README's "How texts get in" says) from Sefaria, through the same client the reader uses for a
 * portion missing from the store. Each file is written whole or not at all.
 */
export async function fetchTorahFolder(dir: string, fetchRange: Fetch): Promise<number> {
  const files = { 'torah-he.json': {}, 'torah-en.json': {}, 'torah-he-teamim.json': {} } as Record<string, Record<string, string[][]>>;
  let verses = 0;
  for (const book of TORAH_BOOKS) {
    const chapters = chapterLengths(book).map(() => ({ he: [] as string[], en: [] as string[], teamim: [] as string[] }));
    for (const range of rangesOf(book)) {
      for (const row of await fetchRange(range)) {
        const chapter = chapters[row.chapter - 1]!;
        chapter.he[row.verse - 1] = row.hebrew;
        chapter.en[row.verse - 1] = row.english;
        chapter.teamim[row.verse - 1] = row.hebrew_cantillation ?? row.hebrew;
        verses++;
      }
    }
    files['torah-he.json']![book] = chapters.map((c) => c.he);
    files['torah-en.json']![book] = chapters.map((c) => c.en);
    files['torah-he-teamim.json']![book] = chapters.map((c) => c.teamim);
  }
  mkdirSync(dir, { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    const partial = join(dir, `${name}.partial`);
    writeFileSync(partial, JSON.stringify(data));
    renameSync(partial, join(dir, name));
  }
  return verses;
}
