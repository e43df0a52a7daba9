import { BULLYING, TOUCHING, VIOLENT_CORE as VIOLENT } from '../concepts/acts';
import type { Word } from './english';

export const POSSESSIVE = new Set(['my', 'his', 'her', 'their', 'our', 'your']);

/** Verbs the tagger misses ("my dad hits me": "hits" read as a noun) are known by what the screen listens for. */
const ACT_WORDS = new Set([...VIOLENT, ...TOUCHING, ...BULLYING, 'call', 'spread', 'post', 'send', 'laugh', 'yell', 'text', 'message', 'show', 'take', 'steal', 'put', 'follow', 'ask', 'say', 'tell']);
/** Possessives after which a thing comes, never a deed ("cut my bangs"). */
const OWNER = new Set(['my', 'your', 'our', 'their']);
/** Pronouns that are only ever objects. */
const OBJECT_ONLY = new Set(['me', 'him', 'us', 'them']);
const QUANTIFIER = new Set(['all', 'both', 'each']);
const PLACE_AFTER = new Set(['at', 'on', 'onto']);

export function isVerbAt(words: readonly Word[], i: number): boolean {
  const w = words[i];
  if (!w || w.capital) return false;
  const prev = words[i - 1];
  // "cut my bangs": right after "my", "your", "our" or "their" comes a thing, never a deed.
  if (prev && OWNER.has(prev.text) && w.pos !== 'AUX') return false;
  if (w.pos === 'VERB' || w.pos === 'AUX') return true;
  const next = words[i + 1];
  // "my dad twisted my arm", "burnt me": a past deed the tagger read as an adjective, between the one who did it and the one it was done to.
  if (w.pos === 'ADJ' && ACT_WORDS.has(w.lemma) && w.text !== w.lemma && (w.text.endsWith('ed') || w.text.endsWith('t')) && prev && (prev.pos === 'NOUN' || prev.pos === 'PROPN' || (prev.pos === 'PRON' && !POSSESSIVE.has(prev.text)))) {
    return !!next && (next.pos === 'PRON' || next.pos === 'DET' || POSSESSIVE.has(next.text));
  }
  // "who is 15 makes me": a verb's -s form the tagger read as a noun, before a pronoun that is only ever an object.
  if (w.pos === 'NOUN' && w.text !== w.lemma && w.text.endsWith('s') && OBJECT_ONLY.has(next?.text ?? '') && prev && prev.pos !== 'DET' && !POSSESSIVE.has(prev.text)) return true;
  if (w.pos !== 'NOUN' || !ACT_WORDS.has(w.lemma)) return false;
  // A clause's first word: "(and) spit on my bag", "(they) laugh at me".
  if (!prev) return next?.pos === 'PRON' || POSSESSIVE.has(next?.text ?? '') || PLACE_AFTER.has(next?.text ?? '');
  // "they all laugh at me": a quantifier after a pronoun, then the verb.
  if (QUANTIFIER.has(prev.text) && words[i - 2]?.pos === 'PRON') return true;
  // Before a pronoun that is only ever an object ("who is 40 hit me"), after anything but a determiner.
  if (OBJECT_ONLY.has(next?.text ?? '') && prev.pos !== 'DET' && !POSSESSIVE.has(prev.text)) return true;
  if (prev.pos === 'DET' || prev.pos === 'ADJ' || prev.pos === 'NUM' || prev.pos === 'ADP' || POSSESSIVE.has(prev.text)) return false;
  // After the one who does it ("my dad hits", "the kids on the bus call me", "my classmates spread rumors").
  if (prev.pos === 'NOUN' || prev.pos === 'PROPN' || (prev.pos === 'PRON' && !POSSESSIVE.has(prev.text)) || prev.pos === 'ADV' || prev.pos === 'AUX') {
    return !next || next.pos !== 'AUX';
  }
  return !next || next.pos === 'PRON' || next.pos === 'DET' || next.pos === 'ADV' || next.pos === 'PART' || next.pos === 'ADP' || POSSESSIVE.has(next.text);
}

