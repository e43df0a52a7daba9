import type { ParshaAliyah, ParshaVerse } from '@morah/contracts';

/** Percent of the parsha reached when showing verse `index` (0-based): the spec's (index+1)/count. */
export function percentComplete(index: number, count: number): number {
  return count > 0 ? Math.round(((index + 1) / count) * 100) : 0;
}

/** Where an aliyah starts among the verses, or -1 when its first verse is not shown. */
export function aliyahStart(verses: readonly ParshaVerse[], aliyah: Pick<ParshaAliyah, 'begin'>): number {
  return verses.findIndex((v) => `${v.chapter}:${v.verse}` === aliyah.begin);
}

/** The aliyah a verse belongs to (the last one starting at or before it). */
export function aliyahOf(verses: readonly ParshaVerse[], aliyot: readonly ParshaAliyah[], index: number): number | undefined {
  let found: number | undefined;
  for (const a of aliyot) {
    const start = aliyahStart(verses, a);
    if (start !== -1 && start <= index) found = a.n;
  }
  return found;
}

/** The verse to open at: where the child got to last time, kept inside the parsha. */
export function resumeIndex(verseProgress: number | undefined, count: number): number {
  if (!verseProgress || count === 0) return 0;
  return Math.min(Math.max(verseProgress - 1, 0), count - 1);
}
