import { TORAH_BOOKS, TEXT_SOURCES, type TorahBook } from '@morah/contracts';
import { chapterLengths } from '@morah/contracts/parsha-calendar';
import type { VerseRow } from './texts.queries';

/** The files of a Torah folder (see the README's "How texts get in"); the cantillated one is optional. */
export const TORAH_FILES = { hebrew: 'torah-he.json', english: 'torah-en.json', cantillation: 'torah-he-teamim.json' } as const;

export class MalformedTextFile extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'MalformedTextFile';
  }
}

/** `{ "Genesis": [[v1, v2, ...], ...], ... }` checked against the Torah's own chapter and verse counts. */
function checkShape(file: string, data: unknown): Record<TorahBook, string[][]> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new MalformedTextFile(file, 'it should hold one object with the five books.');
  const books = data as Record<string, unknown>;
  for (const book of TORAH_BOOKS) {
    const chapters = books[book];
    if (!Array.isArray(chapters)) throw new MalformedTextFile(file, `${book} is missing (it should be a list of chapters).`);
    const lengths = chapterLengths(book);
    if (chapters.length !== lengths.length) throw new MalformedTextFile(file, `${book} has ${chapters.length} chapters; it should have ${lengths.length}.`);
    chapters.forEach((verses, c) => {
      if (!Array.isArray(verses)) throw new MalformedTextFile(file, `${book} chapter ${c + 1} is not a list of verses.`);
      if (verses.length !== lengths[c]) throw new MalformedTextFile(file, `${book} chapter ${c + 1} has ${verses.length} verses; it should have ${lengths[c]}.`);
      verses.forEach((v, i) => {
        if (typeof v !== 'string' || v.trim() === '') throw new MalformedTextFile(file, `${book} ${c + 1}:${i + 1} is empty or not text.`);
      });
    });
  }
  return books as Record<TorahBook, string[][]>;
}

/**
 * Turn a folder's parsed files into verse rows, or throw MalformedTextFile naming the file and the
 * reason. Nothing is written here: the caller stores the rows only when every file is sound.
 */
export function versesFromTorahFolder(files: { hebrew: unknown; english: unknown; cantillation?: unknown }): VerseRow[] {
  const hebrew = checkShape(TORAH_FILES.hebrew, files.hebrew);
  const english = checkShape(TORAH_FILES.english, files.english);
  const cantillation = files.cantillation === undefined ? undefined : checkShape(TORAH_FILES.cantillation, files.cantillation);
  const rows: VerseRow[] = [];
  for (const book of TORAH_BOOKS) {
    hebrew[book].forEach((verses, c) => {
      verses.forEach((he, v) => {
        rows.push({
          book,
          chapter: c + 1,
          verse: v + 1,
          hebrew: he.trim(),
          hebrew_cantillation: cantillation?.[book][c]?.[v]?.trim() ?? null,
          english: english[book][c]![v]!.trim(),
          hebrew_source: TEXT_SOURCES.wlc.id,
          english_source: TEXT_SOURCES.jps1917.id,
        });
      });
    });
  }
  return rows;
}
