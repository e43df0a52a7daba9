import { BULLYING, SAYING, TOUCHING, VIOLENT_CORE as VIOLENT, WANTING } from '../concepts/acts';
import { CLOSE_CHILD, FAMILY_ADULT, OTHER_ADULT, PEER } from '../concepts/people';
import { CLOTHES, DEATH, ONLINE, PRIVATE_PART, SECRET, WEAPON } from '../concepts/topics';
import { editDistance } from './edit-distance';
import { inflect } from './inflect';

/** Words the screen listens for that are not acts: states, places, people. */
const LISTENED_FOR = [
  'scared', 'afraid', 'suicide', 'suicidal', 'myself', 'yourself', 'bullied', 'bully', 'bullies', 'hungry', 'starving', 'alone', 'nobody', 'someone',
  'everyone', 'stranger', 'address', 'pictures', 'picture', 'photos', 'video', 'camera', 'naked', 'clothes', 'password', 'because', 'people', 'anymore',
  'without', 'believe', 'meet', 'school', 'stepfather', 'stepmother', 'babysitter', 'boyfriend', 'girlfriend', 'with', 'what', 'want', 'when', 'they',
  'them', 'there', 'their', 'said', 'says', 'tell', 'told', 'never', 'always', 'every', 'again', 'anyone', 'something', 'nothing', 'really', 'mean',
  'ugly', 'stupid', 'idiot', 'hate', 'hates', 'nothing', 'food', 'home', 'house', 'hurts', 'parents', 'brother', 'sister', 'sexual', 'touches',
  'disappear', 'until', 'forever', 'notice', 'wrist', 'wrists', 'knees',
  // Slang for trousers pulled down on someone, kept as written, not mended to a near act ("pantsed" is not "patted").
  'pantsed', 'pantsing', 'depantsed', 'depantsing', 'wedgie', 'wedgies',
];

const VOCABULARY: readonly string[] = [
  ...new Set([
    ...[...VIOLENT, ...BULLYING, ...TOUCHING, ...WANTING, ...SAYING, 'die', 'cry', 'bleed', 'starve', 'meet', 'send', 'scare'].flatMap(inflect),
    ...FAMILY_ADULT, ...CLOSE_CHILD, ...OTHER_ADULT, ...PEER, ...DEATH, ...ONLINE, ...PRIVATE_PART, ...SECRET, ...WEAPON, ...CLOTHES, ...LISTENED_FOR,
  ]),
].filter((w) => w.length >= 3 && !w.includes(' '));
const IN_VOCABULARY = new Set(VOCABULARY);

/** Each inflected form of an act the screen listens for, to its lemma: the tagger's lemma is not always right ("bullying" → "bully"). */
export const ACT_LEMMA: ReadonlyMap<string, string> = new Map(
  [...VIOLENT, ...BULLYING, ...TOUCHING, 'die', 'cry', 'bleed', 'starve', 'meet', 'send', 'scare', 'text'].flatMap((lemma) => inflect(lemma).map((form) => [form, lemma] as const)),
);

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
}

/** A candidate for a word starting with `letter`: the same first letter, or a silent one before it ("wr", "kn"). */
const startsFor = (candidate: string, letter: string | undefined) => candidate[0] === letter || (/^(wr|kn)/.test(candidate) && candidate[1] === letter);

/** The vocabulary by the first letter a child would write, each list in the vocabulary's order. */
const BY_FIRST_LETTER = new Map([...'abcdefghijklmnopqrstuvwxyz'].map((letter) => [letter, VOCABULARY.filter((c) => startsFor(c, letter))]));

/** Each four-letter word with its first double letter written once ("kill" → "kil"). */
const ONE_LETTER_SHORT = new Map(VOCABULARY.filter((c) => c.length === 4).map((c) => [c, c.replace(/(.)\1/, '$1')]));

/** The nearest word the screen listens for, within one edit (two for long words), or null. */
export function nearestConceptWord(word: string): string | null {
  if (IN_VOCABULARY.has(word)) return word;
  const max = word.length >= 6 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 0.5;
  // Children keep a word's first letter even when they miss the rest, unless it is silent ("rist", "nife").
  const candidates = BY_FIRST_LETTER.get(word[0] ?? '') ?? VOCABULARY.filter((c) => startsFor(c, word[0]));
  for (const candidate of candidates) {
    // Three letters mend only by a missing double ("kil" → "kill").
    if (word.length === 3 && ONE_LETTER_SHORT.get(candidate) !== word) continue;
    // More letters apart than edits allowed is never near.
    if (Math.abs(word.length - candidate.length) > max) continue;
    // A letter left out is the commonest slip ("scard" is "scared" before "scald").
    const d = editDistance(word, candidate, max) - (isSubsequence(word, candidate) ? 0.5 : 0);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * A word the English lexicon does not know, mended: stretched letters shrunk ("diiie" → "die",
 * "killlll" → "kill"), then a misspelling of a word the screen listens for corrected ("suside" →
 * "suicide", "tuches" → "touches", "hiting" → "hitting"). Ordinary words are never changed, so
 * "dye" stays "dye". Returns null when there is nothing to mend.
 */
export function mendWord(word: string, isEnglishWord: (w: string) => boolean): string | null {
  if (!/^[a-z]{3,}$/.test(word)) return null;
  let w = word;
  if (/(.)\1\1/.test(w)) {
    const twice = w.replace(/(.)\1{2,}/g, '$1$1');
    const once = w.replace(/(.)\1{2,}/g, '$1');
    w = IN_VOCABULARY.has(twice) || isEnglishWord(twice) ? twice : once;
    if (IN_VOCABULARY.has(w) || isEnglishWord(w)) return w;
  }
  const near = nearestConceptWord(w);
  if (near) return near;
  return w === word ? null : w;
}
