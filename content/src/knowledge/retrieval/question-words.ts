/**
 * A child's question made ready for the index: the little words children misspell ("wat", "wen",
 * "happns", "wich") are read as the small words they are, not as rare words that no entry holds (which
 * would make the question look like it is about something Morah does not know); ordinals written as
 * numbers ("2nd") read as words; and a Hebrew word keeps its letters without the small words and the
 * prefixes Hebrew writes onto a word (ו and, ה the, ב in, ל to, מ from, ש that, כ as).
 */
import { oneEditApart } from './close-enough';
import { isEnglishWord } from './english-word';
import { foldTerm } from './fold-term';
import type { KnowledgeIndex } from './knowledge-index';
import { STOP_WORDS } from './stop-words';
import { withSuperlatives } from './superlative';
import { tokenize } from './tokenize';
import { unpointed } from './unpointed';

/** Hebrew words that ask or join rather than name (what, who, how, is there, in Hebrew...). */
export const HEBREW_STOP_WORDS: ReadonlySet<string> = new Set(
  `מה מי איך למה מתי איפה איזה איזו אילו כמה האם זה זו זאת הוא היא הם הן של את יש אין על עם אל לי לך לו לה לנו אני אתה את אנחנו
  אומרים אומר עושים עושה קוראים קורא בעברית עברית שבאה באה בא ואחרי אחרי לפני גם רק כל עוד או אבל כי אם הזה הזאת השנה היום מספר`
    .split(/\s+/)
    .filter(Boolean),
);

const HEBREW_PREFIXES = /^[ובהלמשכ]/;
const ORDINALS: Readonly<Record<string, string>> = {
  '1st': 'first', '2nd': 'second', '3rd': 'third', '4th': 'fourth', '5th': 'fifth', '6th': 'sixth', '7th': 'seventh', '8th': 'eighth', '9th': 'ninth', '10th': 'tenth',
};
/** The small words a misspelling is measured against: three letters or more, so "a" and "i" match nothing. */
let smallWords: string[] | undefined;
/** The small words as the index folds them: "hapens" and "happens" are one word. */
let foldedSmallWords: Set<string> | undefined;

/** Question words say what is asked (when, why): a misspelled one ("wen", "wy", "hw") is read as itself. */
const QUESTION_WORDS = ['when', 'why', 'who', 'where', 'how'];

const isHebrew = (word: string) => /[\u05D0-\u05EA]/.test(word);

/** Hebrew words that ask, read as the English ones the index knows: "למה תוקעים בשופר" asks why. */
const HEBREW_ASKING: Readonly<Record<string, string>> = { למה: 'why', מדוע: 'why', מתי: 'when', מי: 'who', איפה: 'where', איך: 'how' };

/**
 * A Hebrew plural's singulars: -ים comes off (ספרים, ספר; ילדים, ילד), and -ות comes off or turns back into
 * the -ה it replaced (מצוות, מצוה; ברכות, ברכה). Vowel points are left out first.
 */
function singularsOf(word: string): string[] {
  const bare = word.replace(/[\u0591-\u05C7]/g, '');
  if (bare.length < 4) return [];
  if (bare.endsWith('ים')) return [bare.slice(0, -2)];
  if (bare.endsWith('ות')) return [`${bare.slice(0, -2)}ה`, bare.slice(0, -2)];
  return [];
}

const hebrewWritten = new WeakMap<KnowledgeIndex, ReadonlySet<string>>();
/** The knowledge base's Hebrew words as they are spelled without vowel points (מַיִם is מים; כִּפָּה is כפה or כיפה). */
function hebrewSpellings(index: KnowledgeIndex): ReadonlySet<string> {
  let set = hebrewWritten.get(index);
  if (!set) {
    const pointed = new Set([...index.docs.values()].flatMap((d) => `${d.names} ${d.text}`.match(/[\u05D0-\u05EA][\u0591-\u05C7\u05D0-\u05EA]*/g) ?? []));
    hebrewWritten.set(index, (set = new Set([...pointed].flatMap((w) => [w.replace(/[\u0591-\u05C7]/g, ''), unpointed(w, false), unpointed(w, true)]))));
  }
  return set;
}

function hebrewWord(word: string, index: KnowledgeIndex): string | undefined {
  const asking = HEBREW_ASKING[word];
  if (asking) return asking;
  if (HEBREW_STOP_WORDS.has(word)) return undefined;
  // המים is ה and מים, water, not הימים (days) that folds alike: a reading the knowledge base spells letter for
  // letter, the word as written first, then without its prefixes, then as a plural's singular, is the one meant.
  const bare = word.replace(/[\u0591-\u05C7]/g, '');
  if (!hebrewSpellings(index).has(bare)) {
    const prefixes = [1, 2].map((n) => bare.slice(n)).filter((rest, i) => rest.length >= 2 && HEBREW_PREFIXES.test(bare.slice(i, i + 1)) && (i === 0 || HEBREW_PREFIXES.test(bare[0]!)));
    const spelled = [...prefixes, ...[bare, ...prefixes].flatMap(singularsOf)].find((form) => hebrewSpellings(index).has(form) && !HEBREW_STOP_WORDS.has(form));
    if (spelled) return spelled;
  }
  if (index.knows(foldTerm(word))) return word;
  // One or two prefix letters (ו, ה, ב, וב, שה...) come off when what is left is a word the index knows;
  // so does a plural's ending, with its prefixes or without.
  const forms = [word];
  for (let rest = word, n = 0; n < 2 && rest.length > 2 && HEBREW_PREFIXES.test(rest); n++) {
    rest = rest.slice(1);
    if (HEBREW_STOP_WORDS.has(rest)) return undefined;
    if (index.knows(foldTerm(rest))) return rest;
    forms.push(rest);
  }
  return forms.flatMap(singularsOf).find((single) => index.knows(foldTerm(single))) ?? word;
}

/** "can't", "dont", "isnt" (the apostrophe is gone by now) say "not": "what can't we do on shabbat" asks what is not allowed. */
const NEGATIONS = /^(?:cant|cannot|dont|doesnt|didnt|isnt|arent|wasnt|werent|wont|shouldnt|couldnt|mustnt)$/;

/** Small numbers as the knowledge base writes them: "the 4 questions", "2 challahs". */
const NUMBERS: Readonly<Record<string, string>> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine' };

/** How children spell "mean" (whose vowels fold into other words: "meen" is "min"). */
const MEANING: Readonly<Record<string, string>> = { meen: 'mean', meens: 'means', mene: 'mean', meening: 'meaning', meanin: 'meaning' };

/** How children shorten words when they type: "u" is you, "ppl" people, "b4" before. */
const SHORTHAND: Readonly<Record<string, string>> = { u: 'you', ur: 'your', ppl: 'people', r: 'are', b4: 'before', cuz: 'because', bc: 'because', coz: 'because', thx: 'thanks', pls: 'please', plz: 'please' };

/** The words read lately, by index, as each was read (null: left out): children use the same words in message after message. */
const WORDS_KEPT = 10_000;
const wordsRead = new WeakMap<KnowledgeIndex, Map<string, string | null>>();

function latinWordOnce(word: string, index: KnowledgeIndex, sums: boolean): string | undefined {
  let kept = wordsRead.get(index);
  if (!kept) wordsRead.set(index, (kept = new Map()));
  const key = `${sums ? '+' : ' '}${word}`;
  let read = kept.get(key);
  if (read === undefined) {
    read = latinWord(word, index, sums) ?? null;
    if (kept.size >= WORDS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, read);
  }
  return read ?? undefined;
}

function latinWord(word: string, index: KnowledgeIndex, sums: boolean): string | undefined {
  const ordinal = ORDINALS[word] ?? (sums ? undefined : NUMBERS[word]) ?? MEANING[word] ?? SHORTHAND[word];
  if (ordinal) return ordinal;
  if (NEGATIONS.test(word)) return 'not';
  foldedSmallWords ??= new Set([...STOP_WORDS].map(foldTerm));
  if (STOP_WORDS.has(word)) return word;
  if (foldedSmallWords.has(foldTerm(word))) return undefined;
  if (index.knows(foldTerm(word))) return foldedOnlyByChance(word, index) ?? word;
  // Children write "ight" as it sounds: "lite", "nite", "brite" are light, night, bright when the index knows those.
  const sounded = word.endsWith('ite') ? `${word.slice(0, -3)}ight` : undefined;
  if (sounded && index.knows(foldTerm(sounded))) return sounded;
  const asking = QUESTION_WORDS.find((q) => oneEditApart(word, q));
  if (asking) return asking;
  if (word.length <= 2 && !/^\d+$/.test(word)) return undefined;
  smallWords ??= [...STOP_WORDS].filter((w) => w.length >= 3);
  // A letter left out of a knowledge word is the likeliest reading of a longer word ("shalm" is shalom, not
  // "shall"); else a slip from a small word is a small word ("wats" is "whats", not "wants"; "dose" is "does").
  const known = knownWordNear(word, index);
  if (known?.slip === LEFT_OUT && word.length >= 5) return known.term;
  if (smallWords.some((small) => oneEditApart(word, small) || swapApart(word, small))) return undefined;
  // A correctly spelled English word the knowledge base does not hold ("spider", "planets") is what the
  // child meant, not a knowledge word with a letter changed or added ("seider", "planed"): it stays, and
  // the tutor can say it does not know about it. (A letter left out, the likeliest slip, is read as the
  // knowledge word even when it leaves a rare word: "sprig" for spring, "writs" for writes, "bred" for bread.)
  const english = isEnglishWord(word);
  return (english && known?.slip !== LEFT_OUT ? undefined : known?.term) ?? joinedWords(word, index, english) ?? word;
}
const LEFT_OUT = 0;

/**
 * A misspelled word ("englih", "lettr", "candels", "sukks", "chodeh") read as the word of the knowledge
 * base it most likely is: one letter away (added, dropped, changed or two swapped, never the first), as
 * the child wrote it or as the index folds it. Spelling folds away letters ("sukks" folds to "suk",
 * "chodeh" to "hode"), so the word as written is compared with the words as the knowledge base writes
 * them too. A letter left out is the likeliest slip, then two letters swapped, then one changed, then
 * one too many; among equals, the word more entries use. A real word that no entry holds ("moon") mostly
 * stays as it is, and so Morah still says it does not know about it.
 */
function knownWordNear(word: string, index: KnowledgeIndex): { term: string; slip: number } | undefined {
  const folded = foldTerm(word);
  if (/\d/.test(word)) return undefined;
  // Children rarely get a word's first letter wrong: "weather" is not a misspelled "feather".
  const candidates: { term: string; slip: number }[] = [];
  const near = (typed: string, terms: readonly string[], small: ReadonlySet<string>) => {
    for (const term of terms) {
      // A word two letters longer or shorter is no one slip away (the test is the first `slipBetween` makes).
      if (Math.abs(term.length - typed.length) > 1 || small.has(term)) continue;
      const slip = slipBetween(typed, term);
      if (slip !== undefined) candidates.push({ term, slip });
    }
  };
  // Never a small word itself ("happend" is not the folded "hapen").
  if (folded.length >= 4) near(folded, vocabularyByFirstLetter(index).get(folded[0]!) ?? [], foldedSmallWords!);
  if (word.length >= 4 && /^[a-z]+$/.test(word)) near(word, writtenWordsByFirstLetter(index).get(word[0]!) ?? [], STOP_WORDS);
  if (candidates.length === 0) return undefined;
  const common = (term: string) => -index.rarity(foldTerm(term));
  candidates.sort((a, b) => a.slip - b.slip || common(b.term) - common(a.term));
  return candidates[0];
}

/** How the child's word slipped from a known word: 0 a letter left out, 1 two swapped, 2 one changed, 3 one added; undefined when it is not one slip. */
function slipBetween(typed: string, known: string): number | undefined {
  if (typed === known || Math.abs(typed.length - known.length) > 1) return undefined;
  if (known.length === typed.length + 1) return oneEditApart(typed, known) ? 0 : undefined;
  if (known.length === typed.length) return swapApart(typed, known) ? 1 : oneEditApart(typed, known) ? 2 : undefined;
  return oneEditApart(typed, known) ? 3 : undefined;
}

const writtenByFirstLetter = new WeakMap<KnowledgeIndex, Map<string, string[]>>();

/** The knowledge base's words as it writes them (lower case, Latin letters, five or more), by their first letter. */
function writtenWordsByFirstLetter(index: KnowledgeIndex): Map<string, string[]> {
  let buckets = writtenByFirstLetter.get(index);
  if (!buckets) {
    buckets = new Map();
    for (const term of index.writtenWords()) if (term.length >= 5 && /^[a-z]+$/.test(term)) buckets.set(term[0]!, [...(buckets.get(term[0]!) ?? []), term]);
    writtenByFirstLetter.set(index, buckets);
  }
  return buckets;
}

/**
 * A word no entry writes that folds, by chance, to a word the index knows ("shaloh" folds to "shalo",
 * "halachh" to "hala", the fold of challah), when a word the knowledge base writes is the same with one
 * letter left out ("shalosh", "halachah"): that word, when its fold is another.
 */
function foldedOnlyByChance(word: string, index: KnowledgeIndex): string | undefined {
  // "cains" is Cain's: a word the knowledge base writes, with an "s" on, is that word.
  if (word.length < 5 || !/^[a-z]+$/.test(word) || writtenSet(index).has(word) || (word.endsWith('s') && writtenSet(index).has(word.slice(0, -1)))) return undefined;
  const written = (writtenWordsByFirstLetter(index).get(word[0]!) ?? []).filter((term) => term.length === word.length + 1 && !STOP_WORDS.has(term) && oneEditApart(word, term));
  const other = written.filter((term) => foldTerm(term) !== foldTerm(word));
  return other.length > 0 && other.length === written.length ? other.sort((a, b) => index.rarity(foldTerm(a)) - index.rarity(foldTerm(b)))[0] : undefined;
}

const writtenSets = new WeakMap<KnowledgeIndex, ReadonlySet<string>>();
function writtenSet(index: KnowledgeIndex): ReadonlySet<string> {
  let set = writtenSets.get(index);
  if (!set) writtenSets.set(index, (set = new Set(index.writtenWords())));
  return set;
}

/**
 * Two words a child ran together ("alefbet", "roshhashana", "yomkippur"), read apart when both halves are
 * words the knowledge base holds (three letters or more each). An English word is read apart only into
 * English words ("football" is foot and ball; "elephants" is not "eleph ants").
 */
function joinedWords(word: string, index: KnowledgeIndex, english: boolean): string | undefined {
  if (word.length < 6 || !/^[a-z]+$/.test(word)) return undefined;
  for (let at = 3; at <= word.length - 3; at++) {
    const [first, second] = [word.slice(0, at), word.slice(at)];
    if ([first, second].every((part) => !STOP_WORDS.has(part) && index.knows(foldTerm(part)) && (!english || isEnglishWord(part)))) return `${first} ${second}`;
  }
  return undefined;
}

const byFirstLetter = new WeakMap<KnowledgeIndex, Map<string, string[]>>();

/** The index's words of five letters or more, by their first letter. */
function vocabularyByFirstLetter(index: KnowledgeIndex): Map<string, string[]> {
  let buckets = byFirstLetter.get(index);
  if (!buckets) {
    buckets = new Map();
    for (const term of index.vocabulary()) if (term.length >= 5) buckets.set(term[0]!, [...(buckets.get(term[0]!) ?? []), term]);
    byFirstLetter.set(index, buckets);
  }
  return buckets;
}

/** Two words that differ only by two neighbouring letters swapped ("candels", "candles"). */
function swapApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  // A letter outside the basic plane (written with two units) is compared as one, as the letters are read.
  if (/[\uD800-\uDFFF]/.test(a)) {
    const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  let first = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    // The first difference must be followed by the second at once, the two letters crossed, and nothing after.
    if (first >= 0) return false;
    first = i;
    if (a[i] !== b[i + 1] || a[i + 1] !== b[i]) return false;
    i++;
  }
  return first >= 0;
}

/** The last questions read, by index: one message is read several times while it is answered. */
const RECENT = 64;
const readBefore = new WeakMap<KnowledgeIndex, Map<string, string>>();

/** The question's words, as the index should read them, joined by spaces. */
const STANDS_FOR = /\bstands?\s+for\W*$/i;
/** "How often do we pray" asks how many times, as the entries count it ("three times a day"). */
const HOW_OFTEN = /\bhow\s+(?:often|offen|ofen)\b/gi;
/**
 * "When is shabbos over", "how do we know it is done": each asks when it ends, as the entries say it. In a
 * clause of time after the question ("what do we say when shabbos is over") it only says when, and stays.
 */
const IS_OVER = /\b(?:(?:is|are|it's|its|be)\s+(?:over|done)|over(?=\W*$))\b/gi;
const WHEN_CLAUSE = /\S.*\bwhen\b/i;
const endsUnlessWhen = (match: string, at: number, text: string) => (WHEN_CLAUSE.test(text.slice(0, at)) ? match : ' ends');
/** "How does yom kippur finish", "has the fast finished", "has it ended": each asks how it ends. */
const FINISHES = /\b(?:(?:is|are|has|have)\s+)?(?:finish(?:es|ed)?|ended)\b/gi;

/**
 * "When we finish a meal with bread what do we say", "once u are done with the seder": the time after the
 * thing, as the entries say it ("after a meal"), not how the thing ends.
 */
const WHEN_WE_FINISH = /\b(?:when|once|after)\s+(?:we|you|u|i|they|people|ppl|jews)\s+(?:finish(?:ed)?|are\s+done|have\s+finished|end(?:ed)?)(?:\s+(?:with|eating))?\b/gi;

/** "What did god make on day one": what God made, God created, as the entries of creation say it. */
const GOD_MADE = /\b(god|hashem|g-d|hakadosh baruch hu)\s+(?:make|made|makes|making)\b/gi;

/**
 * "Whats your favorite part of the seder", "ur fave thing about purim": the tutor's own liking is asked of a
 * thing, and what it can tell is the thing itself (the seder and its parts), not an entry that says "favourite".
 */
const YOUR_FAVOURITE_PART = /\b(?:your|ur|yor|you're|youre)\s+(?:fav(?:ou?rite|orite|rite)?|fave|best|most\s+loved)\s+(?:parts?|things?|bits?)\s+(?:of|about|at|in|on)\b/gi;

/** "Gimmel then wat letter", "bereishis then which book": what comes after it, as the entries of order say it. */
const THEN_WHAT = /\bthen\s+(?=(?:what|wat|wut|whats|which|wich)\b)/gi;
/**
 * "Shavuot is when we got what", "pesach is when we eat what": "is when" tells which time is meant, and the
 * question is the "what" after it, not when the holiday is.
 */
const IS_WHEN = /\b(is|was|are|were|'s)\s+when\s+(?=(?:we|they|you|u|i|jews|people|the)\b.*\b(?:what|wat|wut|who|which|wich)\b)/gi;

/**
 * "Which holiday did we get the torah on", "did moshe get the luchos": a child gets a thing where the entries
 * say it was received or given. "Get" before the thing (the, a, our...) is read as "receive"; "get" alone
 * ("what do we get on chanukah", "get ready", "get up") stays the small word it is.
 */
const GETS_A_THING = /\b(?:get|gets|got|gotten|getting|gettin)\s+(?=(?:the|a|an|our|his|her|their|them|this|that)\b)/gi;
/**
 * "Yaakov had how many boys", "how many girls did leah have": the boys and girls a person had are, as the
 * entries tell of families, sons and daughters.
 */
const BOYS_HAD = /\b(boys|girls)\b/gi;
const HAVING = /\b(?:had|have|has|havin|having)\b/i;
export const childrenAsFamily = (text: string) => (HAVING.test(text) ? text.replace(BOYS_HAD, (w) => (w.toLowerCase() === 'boys' ? 'sons' : 'daughters')) : text);
/**
 * "What day is tu bishvat", "which date does pesach fall on": the day of a thing named asks when it is, as
 * the entries of dates say it. Not "what day is a bris" or "what day is the saddest" (which day, of a kind),
 * nor "which day do we fast" (a day for what we do), "what day of the week" or "how many days".
 */
const WHAT_DAY_IS = /\b(?:what|wat|wut|which|wich)\s+(?:day|date)\s+(?=(?:is|does|will)\s+(?!(?:the|a|an|it|we|you|u|i|they|people)\b))/gi;
/**
 * "What happens on yom hashoah", "what happens in shul at purim": what happens on a day, in the present, is
 * what we do on it, as the entries of customs say it. "What happened on ..." (the past) asks its story, and
 * stays; so does "what happens in the parsha", which names no day.
 */
const WHAT_HAPPENS_ON = /\b(?:what|wat|wut)\s+(?:happens|hapens|happenes|happen)\s+(?=(?:(?:in|at)\s+(?:the\s+)?\w+\s+)?(?:on|at|during)\b)/gi;
/** "The afikoman kids look for", "what are we looking for": to look for a thing is to search for it and find it, as the entries say. */
const LOOK_FOR = /\b(?:look|looks|looking|looked|lookin)\s+for\b/gi;

export function questionWords(text: string, index: KnowledgeIndex): string {
  let recent = readBefore.get(index);
  if (!recent) readBefore.set(index, (recent = new Map()));
  const kept = recent.get(text);
  if (kept !== undefined) return kept;
  // "What is 2+2" is a sum, not two candles: numbers in a sum stay numbers.
  const sums = /\d\s*[-+*x×÷/=]\s*\d/.test(text);
  // "Y do we..." asks why: "y" first is the question word, elsewhere the letter ("the y sound").
  // "What does Tanach stand for" asks what the name means: "stand for" at the end is "mean" ("why do we stand for the torah" stands up).
  // "The most sad day" is the saddest day, as an entry says it.
  const words = tokenize(withSuperlatives(childrenAsFamily(text).replace(STANDS_FOR, ' mean ').replace(HOW_OFTEN, 'how many times').replace(WHEN_WE_FINISH, ' after ').replace(IS_OVER, endsUnlessWhen).replace(FINISHES, 'ends').replace(GOD_MADE, '$1 create').replace(YOUR_FAVOURITE_PART, ' ').replace(THEN_WHAT, ' next ').replace(IS_WHEN, '$1 ').replace(GETS_A_THING, 'receive ').replace(LOOK_FOR, 'find ').replace(WHAT_DAY_IS, 'when ').replace(WHAT_HAPPENS_ON, 'what do we do ')))
    .map((word, i) => (i === 0 && word === 'y' ? 'why' : word))
    .flatMap((word) => (isHebrew(word) ? hebrewWord(word, index) : latinWordOnce(word, index, sums)) ?? []);
  // A sentence in Hebrew has verbs and small words no entry holds ("תוקעים"): beside a Hebrew word the
  // index knows ("שופר"), they are left out rather than read as a topic Morah does not know.
  const knownHebrew = (word: string) => index.knows(foldTerm(word));
  const read = (words.some((w) => isHebrew(w) && knownHebrew(w)) ? words.filter((w) => !isHebrew(w) || knownHebrew(w)) : words).join(' ');
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  recent.set(text, read);
  return read;
}
