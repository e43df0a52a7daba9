/**
 * The verses a child's message points to, from the text store: a verse it names ("What does Genesis 1:1
 * say?"), or the verses that best match the words it quotes or describes ("Where does the Torah say to
 * love your neighbor?"). Empty when the store does not hold the Torah (before `pnpm content:import`).
 */
import type { FoundVerse } from '@morah/content';
import { findVerse, searchVerses, type Database } from '@morah/db';
import type { Kysely } from 'kysely';
import type { TutorVerse } from '../tutor-model';

/** A verse found by its words must have at least this many of them, and most of the question's. */
const MIN_WORDS = 3;
const MIN_SHARE = 0.6;

export async function findVersesFor(db: Kysely<Database>, message: string): Promise<TutorVerse[]> {
  // Loaded on the first question, like the tutor itself, so start-up does not read the knowledge base.
  const { verseReferenceIn, verseSearchWords } = await import('@morah/content');
  const ref = verseReferenceIn(message);
  if (ref) {
    const row = await findVerse(db, ref.book, { chapter: ref.chapter, verse: ref.verse });
    return row ? [{ ...ref, english: row.english, hebrew: row.hebrew, named: true }] : [];
  }
  const words = verseSearchWords(message);
  if (words.length < MIN_WORDS) return [];
  // The fewest of the question's words a verse must have (both rules below), asked of the index.
  let atLeast = MIN_WORDS;
  while (atLeast / words.length < MIN_SHARE) atLeast++;
  const matches = await searchVerses(db, words, 2, { atLeast });
  return matches
    .filter((m) => m.matched >= MIN_WORDS && m.matched / words.length >= MIN_SHARE)
    .map((m) => ({ book: m.book as FoundVerse['book'], chapter: m.chapter, verse: m.verse, english: m.english, hebrew: m.hebrew, named: false }));
}
