/**
 * "Which is the saddest day", "the most holy day", "who was the strongest man": a superlative says which
 * one of many is asked for, and an entry that says it ("the saddest day of the Jewish year") is the answer,
 * however often the question's plainer words ("day", "jews") name other entries.
 */
import { isEnglishWord } from './english-word';
import { STOP_WORDS } from './stop-words';

const VOWEL = /[aeiou]/;

/** The forms an adjective's superlative may take: sad, saddest; holy, holiest; wise, wisest; long, longest. */
function superlativesOf(adjective: string): string[] {
  const a = adjective.toLowerCase();
  if (a.endsWith('y')) return [`${a.slice(0, -1)}iest`];
  if (a.endsWith('e')) return [`${a}st`];
  const last = a.at(-1)!;
  const doubled = a.length <= 4 && VOWEL.test(a.at(-2) ?? '') && !VOWEL.test(last) && !'wxy'.includes(last) ? [`${a}${last}est`] : [];
  return [...doubled, `${a}est`];
}

/** "The most sad day" as a child may write it: "most" and an adjective read as its superlative ("saddest"); other "most" stays. */
export function withSuperlatives(text: string): string {
  return text.replace(/\bmost\s+([a-z]{2,})\b/gi, (whole, adjective: string) => {
    if (STOP_WORDS.has(adjective.toLowerCase())) return whole;
    const form = superlativesOf(adjective).find((s) => isEnglishWord(s));
    return form ?? whole;
  });
}

/** English words that end in "-est" as a superlative would and are none ("an honest answer", "the forest"). */
const NOT_SUPERLATIVES = new Set(['honest', 'forest', 'modest', 'interest', 'harvest', 'request', 'protest', 'contest', 'conquest', 'earnest', 'suggest', 'digest', 'arrest', 'invest', 'manifest', 'detest', 'attest', 'infest', 'behest']);

/** The adjective a superlative is made from: saddest, sad; holiest, holy; wisest, wise; longest, long. */
function adjectiveOf(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!/^[a-z]{2,}est$/.test(w) || NOT_SUPERLATIVES.has(w)) return undefined;
  const stem = w.slice(0, -3);
  const candidates = [...(stem.endsWith('i') ? [`${stem.slice(0, -1)}y`] : []), ...(/(.)\1$/.test(stem) ? [stem.slice(0, -1)] : []), stem, `${stem}e`];
  return candidates.find((c) => c.length >= 3 && !STOP_WORDS.has(c) && isEnglishWord(c) && superlativesOf(c).includes(w));
}

/** Words that mean a superlative without its "-est": the favourite is the most loved ("Yaakov's favourite son"). */
const SUPERLATIVE_MEANING = new Set(['favourite', 'favorite']);

/** The superlatives a question says ("saddest", "holiest", "favourite"), as written: an adjective's "-est" form or a word that means one. */
export function superlativesIn(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => SUPERLATIVE_MEANING.has(word) || adjectiveOf(word) !== undefined);
}
