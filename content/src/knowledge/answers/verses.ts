/**
 * Verses for the tutor: a reference the child writes ("Genesis 22:2", "Bereshit 1:1"), the words to look
 * for when a child describes or quotes a verse, the parsha a verse is in, and how to name it
 * ("Genesis 22:2, in parashat Vayera"). The verses themselves are in the text store (Postgres).
 */
import { TANAKH_BOOKS } from '../books';
import { PARSHIYOT } from '../parshiyot';
import { PEOPLE } from '../people';
import { STOP_WORDS } from '../retrieval/stop-words';
import { tokenize } from '../retrieval/tokenize';
import type { Parsha } from '../types';

export interface VerseRef {
  book: Parsha['book'];
  chapter: number;
  verse: number;
}

export interface FoundVerse extends VerseRef {
  english: string;
  hebrew: string;
}

const TORAH = TANAKH_BOOKS.filter((b) => b.section === 'Torah');

/** Words that ask for a verse but are not in it. */
const ASKING_FOR_A_VERSE = new Set(['when', 'who', 'why', 'how', 'which', 'torah', 'verse', 'verses', 'pasuk', 'posuk', 'says', 'say', 'said', 'written', 'write', 'where', 'find', 'quote', 'chumash', 'bible', 'parsha', 'line', 'part', 'book']);

/** Modern words a child types and the older English of JPS 1917 ("yourself" is "thyself" there). */
const OLDER_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  yourself: ['thyself'],
  yourselves: ['ye'],
  has: ['hath'],
  does: ['doth'],
  says: ['saith'],
  are: ['art'],
};

/** "Genesis 22:2", "Bereshit 1:1", "Shemos 20.2": the first Torah verse the text names. */
export function verseReferenceIn(text: string): VerseRef | undefined {
  const lower = text.toLowerCase().replace(/['’]/g, '');
  for (const match of lower.matchAll(/([a-z]+(?: [a-z]+)?)\s+(\d{1,2})\s*[:.]\s*(\d{1,3})/g)) {
    const words = match[1]!.split(' ');
    const book = TORAH.find((b) => [b.name.toLowerCase(), ...b.spellings].some((s) => s === match[1] || s === words.at(-1)));
    if (book) return { book: book.name as Parsha['book'], chapter: Number(match[2]), verse: Number(match[3]) };
  }
  return undefined;
}

/**
 * What to look for in the English of the Torah: each content word of the question (with the British
 * spelling and older words JPS 1917 uses: "neighbor" -> "neighbour", "yourself" -> "thyself"), and for a
 * person the question names, every single-word
 * name the knowledge base knows them by (Yitzchak -> Isaac).
 */
export function verseSearchWords(question: string): string[][] {
  const words = tokenize(question).filter((w) => /^[a-z]+$/.test(w) && w.length > 2 && !STOP_WORDS.has(w) && !ASKING_FOR_A_VERSE.has(w));
  const groups: string[][] = [];
  for (const word of new Set(words)) {
    const person = PEOPLE.find((p) => p.spellings.includes(word) || p.name.toLowerCase() === word);
    if (person) {
      groups.push([...new Set([person.name.toLowerCase(), ...person.spellings].filter((s) => /^[a-z]+$/.test(s)))]);
      continue;
    }
    groups.push([word, ...(word.endsWith('or') ? [`${word.slice(0, -2)}our`] : []), ...(OLDER_ENGLISH[word] ?? [])]);
  }
  return groups;
}

export function parshaOfVerse(ref: VerseRef): Parsha | undefined {
  const at = ref.chapter * 1000 + ref.verse;
  return PARSHIYOT.find((p) => {
    const m = /^(\w+) (\d+):(\d+)-(?:(\d+):)?(\d+)$/.exec(p.range);
    if (!m || m[1] !== ref.book) return false;
    const begin = Number(m[2]) * 1000 + Number(m[3]);
    const end = Number(m[4] ?? m[2]) * 1000 + Number(m[5]);
    return at >= begin && at <= end;
  });
}

/** "Genesis 22:2, in parashat Vayera". */
export function nameVerse(ref: VerseRef): string {
  const parsha = parshaOfVerse(ref);
  return `${ref.book} ${ref.chapter}:${ref.verse}${parsha ? `, in parashat ${parsha.name}` : ''}`;
}

/** The verse named and quoted (JPS 1917, the English the store holds). */
export function verseAnswer(verse: FoundVerse): string {
  return `That is ${nameVerse(verse)}. In English it says: "${verse.english}" In Hebrew it begins ${verse.hebrew.split(/[\s\u05BE]+/).slice(0, 3).join(' ')}.`;
}

/** The child asks for a verse itself ("which verse...", "where does the Torah say..."), not about a topic. */
export function asksForAVerse(text: string): boolean {
  return /\b(?:verse|verses|pasuk|posuk|pesukim|psukim)\b|\bwhere (?:in the torah|does the torah|is it written)|\btorah says?\b/i.test(text);
}
