import type { ParshaList, ParshaVerse } from '@morah/contracts';

/** A verse a link asks the reader to open at (`/parsha?verse=Genesis 32:29`). */
export interface VerseTarget {
  book: string;
  chapter: number;
  verse: number;
}

/** "Genesis 32:29" (or the first verse of "Genesis 32:29-33") as a target; undefined for anything else. */
export function parseVerseTarget(ref: string | null): VerseTarget | undefined {
  const m = /^([A-Za-z ]+) (\d+):(\d+)/.exec(ref?.trim() ?? '');
  return m ? { book: m[1]!, chapter: Number(m[2]), verse: Number(m[3]) } : undefined;
}

const at = (chapter: number, verse: number) => chapter * 1000 + verse;

/** The parsha whose range ("Genesis 32:4-36:43") holds the verse. */
export function parshaHolding(parshiyot: ParshaList['parshiyot'], target: VerseTarget): ParshaList['parshiyot'][number] | undefined {
  return parshiyot.find((p) => {
    const m = /^([A-Za-z ]+) (\d+):(\d+)-(?:(\d+):)?(\d+)$/.exec(p.range);
    if (!m || m[1] !== target.book) return false;
    const here = at(target.chapter, target.verse);
    return here >= at(Number(m[2]), Number(m[3])) && here <= at(Number(m[4] ?? m[2]), Number(m[5]));
  });
}

/** The verse's place among the reading's verses, or -1 when the reading does not show it. */
export function verseIndex(verses: readonly Pick<ParshaVerse, 'book' | 'chapter' | 'verse'>[], target: VerseTarget): number {
  return verses.findIndex((v) => v.book === target.book && v.chapter === target.chapter && v.verse === target.verse);
}
