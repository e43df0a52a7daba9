import { LRUCache } from 'lru-cache';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word as the English model reads it. */
export interface Word {
  /** As written (after normalising). */
  text: string;
  /** Dictionary form: "hitting" → "hit", "was" → "be". */
  lemma: string;
  /** Universal part of speech: VERB, NOUN, PRON, AUX, ADP, ... */
  pos: string;
  /** In the model's English lexicon (an ordinary word), not a name, a misspelling or chat. */
  known: boolean;
  /** Written with a capital inside a sentence ("hit Josh"): a name. */
  capital?: boolean;
}

type Wink = ReturnType<typeof winkNLP>;

/**
 * The model loads once per process (about half a second). Every word it has not seen before is added
 * to its lexicon and kept: the words children type are unbounded, so past this many new words the
 * model is loaded afresh and the memory they held goes with the old one.
 */
const NEW_WORDS_BEFORE_RELOAD = 50_000;

let wink: Wink | undefined;
/** The model's first id for a word it did not ship with: ids at or past it are new words. */
let firstNewId = 0;

function english(): Wink {
  if (wink) return wink;
  wink = winkNLP(model, ['sbd', 'pos']);
  // A word no lexicon holds is given the first free id.
  firstNewId = wink.readDoc('qzxjqv').tokens().out(wink.its.uniqueId)[0] as number;
  return wink;
}

/** The message's sentences, each as its words, read by wink-nlp (tokens, contractions, lemmas, parts of speech). */
export function readSentences(text: string): Word[][] {
  const nlp = english();
  const { its } = nlp;
  const doc = nlp.readDoc(text);
  const texts = doc.tokens().out(its.normal) as string[];
  const lemmas = doc.tokens().out(its.lemma as never) as unknown as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const ids = doc.tokens().out(its.uniqueId) as number[];
  const kinds = doc.tokens().out(its.type) as string[];
  const spans = doc.sentences().out(its.span) as unknown as Array<[number, number]>;
  const highest = Math.max(firstNewId, ...ids);
  const words = texts.map((text, i) => ({
    text,
    lemma: lemmas[i] ?? text,
    pos: kinds[i] === 'punctuation' ? 'PUNCT' : (tags[i] ?? 'X'),
    known: (ids[i] ?? firstNewId) < firstNewId,
  }));
  if (highest - firstNewId > NEW_WORDS_BEFORE_RELOAD) wink = undefined;
  return spans.map(([from, to]) => words.slice(from, to + 1));
}

/**
 * Words asked about lately, and whether the lexicon has them. The answer for a word never changes (the
 * words the model shipped with are the lexicon; a word it learns is never one of them), and the same
 * words are asked about again and again: a name in each of a child's messages, the spelling mender's
 * candidates.
 */
const inLexicon = new LRUCache<string, boolean>({ max: 10_000 });

/** Whether a word is in the model's English lexicon. */
export function isEnglishWord(word: string): boolean {
  let known = inLexicon.get(word);
  if (known === undefined) {
    known = readSentences(word).flat().every((w) => w.known);
    inLexicon.set(word, known);
  }
  return known;
}
