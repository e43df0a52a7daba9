import { LRUCache } from 'lru-cache';
import { normaliseChildWriting } from '../normalise/child-writing';
import { ACT_LEMMA, mendWord } from '../normalise/spelling';
import { type Clause, toClauses } from './clauses';
import { isEnglishWord, readSentences, type Word } from './english';

/** A message as the screen reads it. */
export interface Reading {
  /** Normalised, mended words, one space apart. */
  text: string;
  sentences: Word[][];
  clauses: Clause[];
  /** Every word and every lemma, for quick "is it there at all" checks. */
  words: ReadonlySet<string>;
  /** Whether a phrase (normalised words) appears. */
  has(phrase: string): boolean;
  /** Whether a phrase of lemmas appears ("take care of" also finds "takes care of"). */
  hasLemmas(phrase: string): boolean;
}

/**
 * Readings of the texts read lately. A conversation's screen reads the same message several times
 * (on its own, with the one before it, as the setting of the next), and the next message's screen
 * reads it again; the reading is the same each time. A reading is never changed once made. Kept
 * by their texts' length (100,000 characters in all, about 8 MB): the last few hundred messages.
 */
const readings = new LRUCache<string, Reading>({ maxSize: 100_000, sizeCalculation: (_, raw) => raw.length + 1 });

/** Words the lexicon lacks, mended lately (a name or a Hebrew word comes again and again), or '' when left as they are. */
const mendings = new LRUCache<string, string>({ max: 5000 });

function mendOnce(word: string): string | null {
  let mended = mendings.get(word);
  if (mended === undefined) {
    mended = mendWord(word, isEnglishWord) ?? '';
    mendings.set(word, mended);
  }
  return mended === '' ? null : mended;
}

/** Words that tell what someone said. */
const SAID = /^(told|tells|tell|said|says|say|asked|asks|texted|texts|whispered|whispers|wrote|writes)$/;

/**
 * A word the lexicon lacks, standing first, with no word before it that makes it a thing, and followed by a verb of saying, is the
 * name of one who speaks: "shira told me", "noa says". Things do not tell, so it is not mended into a word the screen listens for.
 */
function namesOneWhoSpeaks(words: readonly Word[], i: number): boolean {
  const before = words[i - 1];
  return SAID.test(words[i + 1]?.text ?? '') && (before === undefined || before.pos === 'PUNCT' || /^(and|but|so|because|then)$/.test(before.text));
}

/** The screen's reading of a message: its words mended and tagged, its sentences and clauses. */
export function readMessage(raw: string): Reading {
  const known = readings.get(raw);
  if (known) return known;
  const reading = read(raw);
  readings.set(raw, reading);
  return reading;
}

/**
 * The reading of a text read for one screen only (the child's messages joined, never met again): a
 * kept reading is used, a new one is not kept, so it does not push the messages' own readings out of
 * the store while many children write at once.
 */
export function readMessageOnce(raw: string): Reading {
  return readings.get(raw) ?? read(raw);
}

function read(raw: string): Reading {
  let text = normaliseChildWriting(raw);
  let sentences = readSentences(text);
  // A word the lexicon lacks whose dictionary form it has ("tickled" → "tickle") is an ordinary word.
  const read = sentences.flat();
  const mended = read.map((w, i) => (w.known || (w.lemma !== w.text && isEnglishWord(w.lemma)) || namesOneWhoSpeaks(read, i) ? null : mendOnce(w.text)));
  if (mended.some((m) => m !== null)) {
    const flat = sentences.flat();
    text = flat.map((w, i) => mended[i] ?? w.text).join(' ').replace(/ ([.,!?;:])/g, '$1');
    sentences = readSentences(text);
  }
  // Words a child capitalised inside a sentence are names, whatever else they spell ("hit Josh").
  const capitals = new Set([...raw.matchAll(/(?<![.!?]\s*|^\s*)\b([A-Z][a-z]{2,})\b/g)].map((m) => m[1]!.toLowerCase()));
  for (const w of sentences.flat()) {
    w.lemma = ACT_LEMMA.get(w.text) ?? w.lemma;
    if (capitals.has(w.text)) w.capital = true;
  }
  const flat = sentences.flat();
  // The clauses, the words' set and the phrase finders are made when first asked for: a reading the
  // second reader asks only for its text (the child's two last messages together) never needs them.
  let clauses: Clause[] | undefined;
  let words: ReadonlySet<string> | undefined;
  let has: ((phrase: string) => boolean) | undefined;
  let hasLemmas: ((phrase: string) => boolean) | undefined;
  return {
    text,
    sentences,
    get clauses() {
      return (clauses ??= toClauses(sentences));
    },
    get words() {
      return (words ??= new Set(flat.flatMap((w) => [w.text, w.lemma])));
    },
    has: (phrase) => (has ??= phraseFinder(flat.map((w) => w.text)))(phrase),
    hasLemmas: (phrase) => (hasLemmas ??= phraseFinder(flat.map((w) => w.lemma)))(phrase),
  };
}

/**
 * Whether a phrase appears among the words, as whole words. The rules ask for hundreds of phrases a
 * message and most are not there: a phrase whose first word the message lacks is answered without
 * searching the text (a phrase of whole words begins with one of them).
 */
function phraseFinder(words: readonly string[]): (phrase: string) => boolean {
  const spaced = ` ${words.join(' ')} `;
  const search = (phrase: string) => spaced.includes(` ${phrase} `);
  if (words.some((w) => w === '' || w.includes(' '))) return search;
  const present = new Set(words);
  return (phrase) => {
    const first = firstWordOf(phrase);
    return present.has(first) && (first === phrase || search(phrase));
  };
}

/** The first word of each phrase the rules ask for (the same few hundred phrases, asked of every message). */
const firstWords = new Map<string, string>();

function firstWordOf(phrase: string): string {
  let first = firstWords.get(phrase);
  if (first === undefined) {
    const space = phrase.indexOf(' ');
    first = space < 0 ? phrase : phrase.slice(0, space);
    if (firstWords.size < 20_000) firstWords.set(phrase, first);
  }
  return first;
}
