/**
 * Finds the knowledge documents that answer a question. MiniSearch ranks by BM25 over names, keywords,
 * what an entry is about and its text, with fuzzy matching for misspellings; the ranking is then
 * adjusted for two things BM25 does not see: how much of the question a document met, and whether the
 * question said one of the entry's names in full ("grapes" names Ha'etz; "grape" alone is only part of
 * Hagafen's "grape juice").
 *
 * A hit is "confident" when the question named the entry (by a name few entries share) and the hit met
 * most of the question's words, or when it met nearly all of them. Below that the tutor says honestly that
 * it does not know rather than answering from one stray word.
 */
import type { SearchOptions as RankingOptions } from 'minisearch';
import { parshaOfVerse } from '../answers/verses';
import type { DocKind, KnowledgeDoc } from '../docs/knowledge-doc';
import { stripNiqqud } from '../letters';
import { parseVerseRef } from '../sources/verse-ref';
import { closeEnough } from './close-enough';
import { knowledgeIndex, termsOf, type KnowledgeIndex } from './knowledge-index';
import { questionWords } from './question-words';
import { superlativesIn } from './superlative';
import { tokenize } from './tokenize';
import { unpointed } from './unpointed';
import { wordAskedAbout, wordsNamed } from './word-asked-about';

export interface KnowledgeHit {
  doc: KnowledgeDoc;
  score: number;
  /** Question words (after folding) that met this document. */
  terms: string[];
  /** The question said one of the entry's names (a name that is not shared by many entries). */
  namedInQuestion: boolean;
  /** The question said one of the entry's names whole, every word of it ("rosh chodesh", "shimshon"). */
  namedInFull: boolean;
  /** Share of the question's words that met this document, 0 to 1, each word weighted by its rarity. */
  coverage: number;
  confident: boolean;
}

export interface SearchOptions {
  limit?: number;
  kinds?: readonly DocKind[];
  index?: KnowledgeIndex;
}

const BOOST = { names: 3, keywords: 1.6, about: 1.6, text: 0.5 };
/** A name word shared by more entries than this ("letter", "blessing") does not name an entry. */
const GENERIC_NAME = 6;
const FULL_NAME_BONUS = 1.5;
/** A thing's name word shared by more things than this ("fast", "candles") does not name one thing. */
const THING_SPREAD = 2;
/**
 * A hit that met half the question and stands well clear of every other entry is confident too: "my
 * friend was mean to me, what should I do" names no entry, yet one piece of advice answers it.
 */
const DOMINANCE = 1.5;
const DOMINANT_COVERAGE = 0.6;
/** A question that says what kind of thing it wants ("which parsha", "what blessing") prefers that kind. */
const KIND_BONUS = 1.3;
/**
 * "Which parsha has the burning bush", "what bracha do we say on an apple": a question that asks which entry
 * of a kind wants an entry of that kind, however fully it names something else (the story of the burning bush).
 */
const WHICH_KIND_BONUS = 2;
/** ... and an entry of another kind, which only tells about the thing, weighs less (not the calendar, which tells which one is now). */
const OTHER_KIND = 0.5;
const WHICH = /\b(?:which|wich|witch|what|wat|wut)\s+(\p{L}+)/giu;
function kindsAskedFor(text: string): ReadonlySet<DocKind> {
  kindTerms ??= new Map(Object.entries(KIND_WORDS).map(([k, words]) => [k as DocKind, new Set(termsOf(words))]));
  const words = [...text.matchAll(WHICH)].flatMap((m) => termsOf(m[1]!));
  return new Set([...kindTerms].filter(([kind, terms]) => kind !== 'word' && words.some((w) => terms.has(w))).map(([kind]) => kind));
}
const KIND_WORDS: Partial<Record<DocKind, string>> = {
  parsha: 'parsha parshah parasha parashat parshas parshat portion sedra sidra פרשה פרשת',
  blessing: 'blessing blessings bracha brachah brocha beracha brachot ברכה ברכת',
  prayer: 'prayer pray tefillah',
  word: 'hebrew ivrit עברית',
  holiday: 'holiday festival chag',
  vowel: 'vowel vowels nikud nekudot',
  letter: 'letter letters',
  book: 'book',
};
let kindTerms: Map<DocKind, Set<string>> | undefined;
/**
 * "Which book of tanach has no name of God", "what parsha in bereishis has the flood": the words after the kind
 * and "of", "in" or "from" say where to look, not what is asked, so the entry they name whole is not asked for.
 */
const WHICH_OF = /\b(?:which|wich|witch|what|wat|wut)\s+\p{L}+\s+(?:of|in|from)\s+(?:the\s+)?(\p{L}+(?:\s+\p{L}+)?)/iu;
function containerTerms(text: string, whichKinds: ReadonlySet<DocKind>): ReadonlySet<string> {
  const m = whichKinds.size > 0 ? WHICH_OF.exec(text) : null;
  return new Set(m ? termsOf(m[1]!) : []);
}
function kindAsked(kind: DocKind, asked: readonly string[]): boolean {
  kindTerms ??= new Map(Object.entries(KIND_WORDS).map(([k, words]) => [k as DocKind, new Set(termsOf(words))]));
  const terms = kindTerms.get(kind);
  return terms !== undefined && asked.some((a) => terms.has(a));
}
/** A word that names a kind of entry other than a Hebrew word ("bracha", "parsha", "tefillah"). */
function namesAKind(term: string): boolean {
  kindTerms ??= new Map(Object.entries(KIND_WORDS).map(([k, words]) => [k as DocKind, new Set(termsOf(words))]));
  kindNames ??= new Set([...kindTerms].flatMap(([kind, terms]) => (kind === 'word' ? [] : [...terms])));
  return kindNames.has(term);
}
/** The words that name a kind of entry other than a Hebrew word, as the index folds them. */
let kindNames: ReadonlySet<string> | undefined;
let askingTerms: ReadonlySet<string> | undefined;
/** The words that ask (who, what, when...), as the index folds them. */
const asking = () => (askingTerms ??= new Set(termsOf('who what when where why how which')));
/**
 * "How many foods go in mishloach manos" counts something, and "what happened on chanukah in the beis hamikdash"
 * asks for an event: a word's meaning answers neither, and its entry weighs less.
 */
const HOW_MANY = /\bhow\s+(?:many|much|long|old)\b/i;
/** A word entry met only through a kind word, its meaning not asked, weighs less than the entries of that kind. */
const KIND_WORD_ONLY = 0.5;
/**
 * "Which shevet was moshe from", "which yom tov comes first", "what bracha": the word after "which" or "what" says
 * what kind of thing is asked for, and one of that kind answers, not the word's meaning. The words said there, as
 * the index folds them (at most two: "yom tov"); none after "what is", "what does" and the like.
 */
const WHICH_PHRASE = /\b(?:which|wich|witch|what|wat|wut)\s+(\p{L}+)(?:\s+(\p{L}+))?/iu;
function whichPhrase(text: string): string[] {
  const m = WHICH_PHRASE.exec(text);
  if (!m || termsOf(m[1]!).length === 0) return [];
  return [m[1]!, m[2] ?? ''].flatMap((w) => termsOf(w));
}
/** Whether one of a word entry's names is the whole of what the question says after "which" ("which yom tov", "which shevet"). */
function namesWhichKind(doc: KnowledgeDoc, which: readonly string[], index: KnowledgeIndex): boolean {
  return which.length > 0 && (index.nameSegments.get(doc.id) ?? []).some((segment) => segment.length > 0 && segment.every((t, i) => which[i] === t));
}
/**
 * "What is the first word in the Torah", "who built the house": a Hebrew word entry whose English meaning the
 * question says (milah, "word"), but not its Hebrew name, weighs less when no meaning is asked: the question
 * is about the thing, not about how Hebrew says it.
 */
const GLOSS_ONLY = 0.5;

function fuzzyFor(term: string): number {
  if (/[\u05D0-\u05EA]/.test(term) || /^\d+$/.test(term)) return 0;
  if (term.length >= 8) return 2;
  return term.length >= 5 ? 1 : 0;
}

/** "What do we eat": an auxiliary "do" before who is doing it says nothing; "what do we do" keeps its second. */
const AUXILIARY_DO = /\b(?:do|does|did)\s+(?=(?:we|you|i|they|people|jews|jewish|kids|children)\b)/gi;

type RankedResult = ReturnType<KnowledgeIndex['search']['search']>[number];

/**
 * One question is looked up several ways while an answer is composed (any entry, then only vowels,
 * only letters, ...): the fuzzy ranking, the costly part, runs once per question and index, and each
 * way filters it. The last few questions are kept.
 */
const RECENT_QUESTIONS = 32;
const rankings = new WeakMap<KnowledgeIndex, Map<string, RankedResult[]>>();

const rankingOptions = new WeakMap<KnowledgeIndex, RankingOptions>();
/** How the index ranks a question: one object per index, so the scores it keeps of each word are met again (see `keepTermScores`). */
function rankingOf(index: KnowledgeIndex): RankingOptions {
  let options = rankingOptions.get(index);
  if (!options) {
    options = {
      boost: BOOST,
      // Less length normalization than the default (0.7): an entry with many spellings is not a long text.
      bm25: { k: 1.2, b: 0.4, d: 0.5 },
      fuzzy: (term) => fuzzyFor(term),
      prefix: (term) => term.length >= 6 && !/[\u05D0-\u05EA]/.test(term),
      combineWith: 'OR',
      boostDocument: (id) => index.docs.get(String(id))?.weight ?? 1,
    };
    rankingOptions.set(index, options);
  }
  return options;
}

function rankedResults(index: KnowledgeIndex, question: string): RankedResult[] {
  let recent = rankings.get(index);
  if (!recent) rankings.set(index, (recent = new Map()));
  const kept = recent.get(question);
  if (kept) return kept;
  const results = index.search.search(question, rankingOf(index));
  if (recent.size >= RECENT_QUESTIONS) recent.delete(recent.keys().next().value!);
  recent.set(question, results);
  return results;
}

const NO_TERMS: ReadonlySet<string> = new Set();
const glosses = new Map<string, ReadonlySet<string>>();
/**
 * The English words a word entry's meaning gives ("woman, wife" for ishah), as the index folds them; not
 * the word's own name, which a meaning may repeat ("rabbi" means ... "rav" or "rabbi", my teacher).
 */
function glossTerms(doc: KnowledgeDoc): ReadonlySet<string> {
  let terms = glosses.get(doc.id);
  if (!terms) {
    // The entry's own name (the first of its names), not the English words listed among its spellings ("woman" for ishah).
    const own = new Set(termsOf(doc.names.split('|')[0] ?? ''));
    glosses.set(doc.id, (terms = new Set(termsOf(/ means ([^.]*)\./.exec(doc.text)?.[1] ?? '').filter((t) => !own.has(t)))));
  }
  return terms;
}

const singles = new WeakMap<KnowledgeIndex, ReadonlySet<string>>();
/** The words that are by themselves the whole name of some entry other than a Hebrew word ("david", "goliath", "purim"). */
function singleNames(index: KnowledgeIndex): ReadonlySet<string> {
  let set = singles.get(index);
  if (!set) {
    const named = [...index.nameSegments].filter(([id]) => index.docs.get(id)?.kind !== 'word');
    singles.set(index, (set = new Set(named.flatMap(([, segments]) => segments.filter((s) => s.length === 1).map((s) => s[0]!)))));
  }
  return set;
}

const people = new WeakMap<KnowledgeIndex, ReadonlyMap<string, ReadonlySet<string>>>();
/** The words that are by themselves the whole name of a person ("david", "dovid", "shlomo"), each with the person it names. */
function personNames(index: KnowledgeIndex): ReadonlyMap<string, ReadonlySet<string>> {
  let map = people.get(index);
  if (!map) {
    const named = new Map<string, Set<string>>();
    for (const [id, segments] of index.nameSegments) {
      const doc = index.docs.get(id);
      if (doc?.kind !== 'person') continue;
      for (const segment of segments) if (segment.length === 1) named.set(segment[0]!, (named.get(segment[0]!) ?? new Set()).add(doc.entryId));
    }
    people.set(index, (map = named));
  }
  return map;
}
const peopleNamed = (terms: readonly string[], index: KnowledgeIndex) => new Set(terms.flatMap((t) => [...(personNames(index).get(t) ?? [])]));
/**
 * "Which book did king dovid write", "what did shlomo write": a book whose writer, as our Sages teach, is the
 * person the question names is the book asked for, however many others tell of that person.
 */
const ASKS_WRITER = /\b(?:write|writes|wrote|written|writen|writ|author)\b/i;
const WRITTEN_BY = /written by ([^(]*)\(/;
function writtenByNamed(doc: KnowledgeDoc, named: ReadonlySet<string>, index: KnowledgeIndex): boolean {
  const writer = doc.kind === 'book' && named.size > 0 ? WRITTEN_BY.exec(doc.text)?.[1] : undefined;
  return writer !== undefined && [...peopleNamed(termsOf(writer), index)].some((id) => named.has(id));
}
/**
 * "What book is by king dovid": a word said right before a person's name ("king", "queen", "rabbi") is their
 * title, and names nothing by itself (not the book of Kings).
 */
function titlesIn(question: string, index: KnowledgeIndex): ReadonlySet<string> {
  const terms = termsOf(question);
  return new Set(terms.filter((t, i) => i + 1 < terms.length && !personNames(index).has(t) && personNames(index).has(terms[i + 1]!)));
}

/** "What happens in yisro": a question about what happens wants a story (a parsha, a story, a book), not a person. */
const ASKS_WHAT_HAPPENS = /\b(?:what|wat|wut)\s+(?:happens|happend|happened|hapens|happns|happes|goes on)\b/i;
const STORY_KINDS: ReadonlySet<DocKind> = new Set(['parsha', 'story', 'book']);
/**
 * "What does it mean", "in English", "how do you say": a question about a word's meaning, where a word entry may
 * answer. "Hebrew letters", "the hebrew alphabet" and "hebrew vowels" ask about letters, not a word.
 */
export const ASKS_MEANING = /\b(?:mean|means|meaning|meen|english|(?:hebrew|ivrit)(?!\s+(?:letters?|alphabet|alef|aleph|vowels?)\b)|translate|translated|called|spell|spelled)\b|\bhow do (?:you|i|we) say\b|\bstands? for\W*$/i;

/** The Hebrew words written in the question, without their vowel points, between spaces (" ראש השנה "). */
const writtenHebrew = (text: string) => {
  const words = (text.match(/[\u05D0-\u05EA][\u0591-\u05C7\u05D0-\u05EA]*/g) ?? []).map(stripNiqqud);
  return words.length > 0 ? ` ${words.join(' ')} ` : '';
};
const spelledAs = new Map<string, ReadonlySet<string>>();
/**
 * Whether the question writes one of the entry's Hebrew names letter for letter, pointed or as it is
 * written without points. Folding reads בית and בת, חנוכה and חנכיה alike (so a word spelled with or
 * without its yud is found); the entry spelled exactly as written is meant.
 */
function writtenExactly(doc: KnowledgeDoc, written: string): boolean {
  return hebrewNameWritten(doc, written) > 0;
}

/** How many words long the longest of the entry's Hebrew names is that the question writes whole (0 when none). */
function hebrewNameWritten(doc: KnowledgeDoc, written: string): number {
  if (written === '') return 0;
  let names = spelledAs.get(doc.id);
  if (!names) {
    const hebrew = doc.names.split('|').map((n) => n.trim().replace(/[^\u0591-\u05C7\u05D0-\u05EA]+/g, ' ').trim()).filter((n) => /[\u05D0-\u05EA]/.test(n));
    spelledAs.set(doc.id, (names = new Set(hebrew.flatMap((n) => [stripNiqqud(n), unpointed(n, false), unpointed(n, true)]))));
  }
  return Math.max(0, ...[...names].filter((n) => written.includes(` ${n} `)).map((n) => n.split(' ').length));
}

/** A Hebrew name written as the entry spells it says it is meant; a name of two words or more ("ראש השנה") says more than one of its words ("ראש"). */
const writtenBonus = (words: number) => (words === 0 ? 1 : words === 1 ? FULL_NAME_BONUS : FULL_NAME_BONUS * FULL_NAME_BONUS);

/** Whether a question writes, in Hebrew letters, one of the document's Hebrew names as it is spelled. */
export function writesHebrewNameOf(question: string, doc: KnowledgeDoc): boolean {
  return writtenExactly(doc, writtenHebrew(question));
}

/**
 * "What does or mean", "how do you say no in hebrew": a meaning asked of a word the index cannot see (every
 * word of it a stop word) is the Hebrew word entry that lists it among its names, named in full.
 */
function smallWordAsked(text: string, index: KnowledgeIndex): KnowledgeHit[] {
  const word = wordAskedAbout(text);
  if (!word || termsOf(word).length > 0) return [];
  return wordsNamed(index.docs.values(), word).map((doc) => ({ doc, score: 1, terms: [], namedInQuestion: true, namedInFull: true, coverage: 1, confident: true }));
}

/**
 * "Who led after Moshe", "who was king before Dovid": a question about who came before or after someone
 * asks about another person, so the person it names is not the answer.
 */
const ASKS_WHO_ELSE = /\bwho\b.*\b(?:after|before|instead of|replaced|took over from|followed)\s+(?:king\s+|queen\s+)?(\p{L}+)/iu;
const NOT_THE_ONE_NAMED = 0.2;
/**
 * "Which is the saddest day": an entry that says the superlative asked ("the saddest day of the Jewish
 * year") tells which one is meant: it weighs more, and those that only share the question's plainer words weigh less.
 */
const SUPERLATIVE_BONUS = 3;
/**
 * "Who was the very first jewish person", "what was the last plague": a question that asks for the first or
 * the last of something wants the entry that says so ("is called the first Jew"), however many longer
 * entries share its plainer words. The thing counted may be written another way than the entry writes it
 * ("jewish" for "Jew", "kings" for "king"): one word's fold starts the other's.
 */
const ORDINAL_BONUS = 2;
const ORDINAL = /\b(first|last)\s+(?:one\s+)?(\p{L}+)/iu;
function ordinalAsked(text: string): { ordinal: string; thing: string } | undefined {
  const m = ORDINAL.exec(text.replace(/\b(?:very|ever|real|really)\s+/gi, ''));
  const thing = m ? termsOf(m[2]!)[0] : undefined;
  return m && thing && thing.length >= 3 ? { ordinal: m[1]!.toLowerCase(), thing } : undefined;
}
const sameThing = (a: string, b: string) => a.length >= 3 && b.length >= 3 && (a.startsWith(b) || b.startsWith(a));
/** Whether the document says the ordinal right before the thing asked about ("the first Jew" for "first jewish"). */
function saysOrdinal(doc: KnowledgeDoc, asked: { ordinal: string; thing: string }): boolean {
  return (ordinalsSaid(doc).get(asked.ordinal) ?? []).some((thing) => sameThing(thing, asked.thing));
}
const ordinalsOf = new Map<string, ReadonlyMap<string, readonly string[]>>();
/** What a document says is the first or the last of something ("the first Jew": first, jew), folded; read once per document. */
function ordinalsSaid(doc: KnowledgeDoc): ReadonlyMap<string, readonly string[]> {
  let said = ordinalsOf.get(doc.id);
  if (!said) {
    const words = tokenize(`${doc.names} . ${doc.about} . ${doc.text}`);
    const things = new Map<string, string[]>();
    words.forEach((w, i) => {
      if ((w === 'first' || w === 'last') && words[i + 1] !== undefined) things.set(w, [...(things.get(w) ?? []), termsOf(words[i + 1]!)[0] ?? '']);
    });
    ordinalsOf.set(doc.id, (said = things));
  }
  return said;
}

/** For a question about who came before or after someone (`other`, the one it names): whether this entry is that someone, or another person. */
function whoElse(other: string | undefined, doc: KnowledgeDoc, index: KnowledgeIndex): 'named' | 'other' | undefined {
  if (!other || doc.kind !== 'person') return undefined;
  const term = termsOf(other)[0];
  const named = term !== undefined && (index.nameSegments.get(doc.id) ?? []).some((segment) => segment.length === 1 && closeEnough(segment[0]!, term));
  return named ? 'named' : 'other';
}

/**
 * "Which parsha has the spies", "what parsha is the burning bush in": a story of the Torah named whole is told
 * in the parsha whose verses hold the story's first verse, and that parsha answers which parsha it is, however
 * many other parshiyot (Devarim, retelling it) share the question's words.
 */
const TORAH_BOOKS = ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy'] as const;
/** The kinds of entry that tell one thing of the Torah's text (the Ten Commandments, a custom's verse), which a parsha holds. */
const HELD_BY_A_PARSHA: ReadonlySet<DocKind> = new Set(['story', 'topic', 'custom']);
/** The first place in the Torah an entry's text names ("Exodus 20 and Deuteronomy 5"), when it has no source of its own. */
const TORAH_PLACE = /\b(Genesis|Exodus|Leviticus|Numbers|Deuteronomy) (\d+)(?::(\d+))?/;
function torahPlaceOf(doc: KnowledgeDoc): { book: string; chapter: number; verse: number } | undefined {
  const range = doc.source === undefined ? undefined : parseVerseRef(doc.source);
  if (range) return { book: range.book, chapter: range.start.chapter, verse: range.start.verse };
  const m = doc.source === undefined ? TORAH_PLACE.exec(doc.text) : null;
  return m ? { book: m[1]!, chapter: Number(m[2]), verse: Number(m[3] ?? 1) } : undefined;
}
function storyToParsha(hits: KnowledgeHit[], index: KnowledgeIndex): void {
  const story = hits.find((h) => HELD_BY_A_PARSHA.has(h.doc.kind) && h.namedInFull && h.confident && torahPlaceOf(h.doc) !== undefined);
  const place = story && torahPlaceOf(story.doc);
  const book = TORAH_BOOKS.find((b) => b === place?.book);
  const parsha = place && book && parshaOfVerse({ book, chapter: place.chapter, verse: place.verse });
  const doc = parsha && index.docs.get(`parsha:${parsha.id}:overview`);
  if (!story || !doc) return;
  const score = story.score * WHICH_KIND_BONUS;
  const found = hits.find((h) => h.doc.id === doc.id);
  if (found) Object.assign(found, { score: Math.max(found.score, score), namedInQuestion: true, confident: true });
  else hits.push({ doc, score, terms: story.terms, namedInQuestion: true, namedInFull: false, coverage: story.coverage, confident: true });
}

/**
 * "What is etz": Hebrew words whose names fold to one spelling (etz, a tree; ez, a goat) are told apart by the
 * one the question spells letter for letter, which weighs a little more than the other.
 */
const SPELLED_AS_ASKED = 1.05;
function spelledAsAsked(doc: KnowledgeDoc, asked: string): boolean {
  return latinNamesOf(doc).some((name) => asked.includes(name));
}
const latinNames = new Map<string, readonly string[]>();
/** A document's names written in Latin letters, each as its words between spaces (" etz "); read once per document. */
function latinNamesOf(doc: KnowledgeDoc): readonly string[] {
  let names = latinNames.get(doc.id);
  if (!names) {
    names = doc.names.split('|').flatMap((name) => {
      const words = tokenize(name);
      return words.length > 0 && /\p{Script=Latin}/u.test(name) ? [` ${words.join(' ')} `] : [];
    });
    latinNames.set(doc.id, names);
  }
  return names;
}

/**
 * "What do we read in shul on simchas torah", "what's read on rosh hashana in the synagogue": where it happens
 * (in shul) only sets the scene for a day the question names; what is asked is what that day does there.
 */
const IN_SHUL = /\b(?:in|at|to)\s+(?:the\s+|a\s+)?(?:shul|shule|schul|synagogue|synagouge|sinagog|temple|beit\s+knesset|beis\s+knesses)\b/gi;
const DAY_KINDS: ReadonlySet<DocKind> = new Set(['holiday', 'shabbat']);
/**
 * "What do we read on tisha bav when we sit on the floor", "what do the kids hold when everybody dances on simchas
 * torah": a clause after the question that tells what else goes on then (when we..., while everyone...) sets the
 * scene too. Read without it, to its end or to the day it names.
 */
// The words before the clause (three at least) are matched from the start and kept, not looked behind from each place:
// a lookbehind of words is tried again at every character, which a long message without spaces makes take seconds.
const WHEN_CLAUSE = String.raw`^(\s*\S+\s+\S+\s+\S+.*?)\s+(?:when|wen|while|whenever)\s+(?:we|you|u|they|people|everybody|everyone|all|kids|children|grown\s*ups|adults|families|the\s+\p{L}+)\s+\p{L}+`;
const SCENES = [new RegExp(`${WHEN_CLAUSE}.*$`, 'iu'), new RegExp(`${WHEN_CLAUSE}(?=\\s+(?:on|in|at|during)\\s+\\S)`, 'iu')];
const withoutScene = (text: string) => [text.replace(IN_SHUL, ' '), ...SCENES.map((scene) => text.replace(scene, '$1'))].filter((t) => t !== text);

/** A meaning asked as a question ("what does it mean", "in english"), not "mean" for unkind ("my brother says mean things"). */
const MEANING_ASKED = /\b(?:does|dose|do|did)\s+(?:it|that|this|\p{L}+)\s+(?:mean|meen)\b|\bmeaning\b|\bin english\b/iu;
/** A word that tells of saying: what follows it is what was said. */
const SAYING = /\b(?:says|say|said|saying|sez|shouts?|shouted|shouting|yells?|yelled|yelling|calls?|called|sings?|sang|singing|tells?|told|writes?|wrote|hear|heard)\b/i;

/** Whether the question names the word after a word of saying, or tells of no saying at all. */
function saidAfterSaying(text: string, doc: KnowledgeDoc): boolean {
  const saying = SAYING.exec(text);
  if (!saying) return true;
  const after = new Set(termsOf(text.slice(saying.index + saying[0].length)));
  return doc.names.split('|').some((name) => {
    const terms = termsOf(name);
    return terms.length > 0 && terms.every((t) => after.has(t));
  });
}

export function searchKnowledge(text: string, options: SearchOptions = {}): KnowledgeHit[] {
  const index = options.index ?? knowledgeIndex();
  const isDay = (hit: KnowledgeHit | undefined) => hit !== undefined && DAY_KINDS.has(hit.doc.kind) && hit.namedInFull && hit.confident;
  const day = withoutScene(text).map((unset) => searchKnowledge(unset, options)).find((hits) => isDay(hits[0]));
  const dayHit = day?.[0];
  const kinds = options.kinds;
  const read = readingOf(index, text);
  if (read.small.length > 0 && !kinds) return read.small.slice(0, options.limit ?? 5).map((h) => ({ ...h }));
  if (read.asked.length === 0) return [];
  const all = rankedResults(index, read.question);
  const results = kinds ? all.filter((r) => kinds.includes(index.docs.get(String(r.id))!.kind)) : all;
  const hits: KnowledgeHit[] = [];
  // The best 40, and any further entry that says the superlative asked (plainer words may crowd it out).
  const considered = results.filter((r, i) => i < 40 || (read.superlatives.size > 0 && Object.keys(r.match).some((t) => read.superlatives.has(t))));
  for (const result of considered) {
    const id = String(result.id);
    let hit = read.hits.get(id);
    if (hit === undefined) {
      const doc = index.docs.get(id);
      hit = doc ? hitOf(result, doc, read, index) : null;
      read.hits.set(id, hit);
    }
    // A copy: the steps below change a hit's score and confidence for this search only.
    if (hit) hits.push({ ...hit });
  }
  // Only between Hebrew words the question names whole alike, one spelled as asked and one only as folded.
  const namedWords = hits.filter((h) => h.doc.kind === 'word' && h.namedInFull);
  const asWritten = namedWords.filter((h) => spelledAsAsked(h.doc, read.spelled));
  if (asWritten.length > 0 && asWritten.length < namedWords.length) for (const h of asWritten) h.score *= SPELLED_AS_ASKED;
  if (read.whichKinds.has('parsha') && (!kinds || kinds.includes('parsha'))) storyToParsha(hits, index);
  hits.sort((a, b) => b.score - a.score);
  const top = hits[0];
  if (top && !top.confident && top.coverage >= DOMINANT_COVERAGE) {
    const rival = hits.find((h) => h.doc.kind !== top.doc.kind || h.doc.entryId !== top.doc.entryId);
    if (!rival || top.score >= DOMINANCE * rival.score) top.confident = true;
  }
  // "My israeli cousin always says lehitraot, what does it mean": a meaning asked of a Hebrew word the child
  // names whole, after telling where they heard it. What the telling adds (who says it, when) weighs down how
  // much of the question the word meets, but the word stands well clear of every other entry: it is what is asked.
  // Who says it is not what is said: "my savta always says motek" does not ask what savta means.
  if (top && !top.confident && MEANING_ASKED.test(text) && top.doc.kind === 'word' && top.namedInFull && saidAfterSaying(text, top.doc)) {
    const rival = hits.find((h) => h.doc.entryId !== top.doc.entryId);
    if (!rival || top.score >= DOMINANCE * rival.score) top.confident = true;
  }
  // The day read without its scene, when that reading meets as much of the question as the whole did.
  if (day && dayHit && (!top || dayHit.coverage >= top.coverage)) return day;
  return hits.slice(0, options.limit ?? 5);
}

/** What a question asks, as every entry it meets is weighed against it; and the hits it made of the entries met so far. */
interface QuestionRead {
  text: string;
  question: string;
  asked: string[];
  happens: boolean;
  meaning: boolean;
  howMany: boolean;
  whichKinds: ReadonlySet<DocKind>;
  which: string[];
  written: string;
  superlatives: ReadonlySet<string>;
  ordinal: { ordinal: string; thing: string } | undefined;
  container: ReadonlySet<string>;
  titles: ReadonlySet<string>;
  spelled: string;
  writerOf: ReadonlySet<string>;
  /** The person a question about who came before or after someone names ("moshe" in "who led after moshe"). */
  otherThan: string | undefined;
  small: KnowledgeHit[];
  /** Each entry's hit, by the entry's id (null for an id the index lacks), made when the entry is first met. */
  hits: Map<string, KnowledgeHit | null>;
}

/**
 * One question is looked up several ways while an answer is composed (any entry, then only vowels, only
 * letters, ...): what it asks is read once per question and index, and each entry it meets is weighed
 * once. The last few questions are kept.
 */
const questionsRead = new WeakMap<KnowledgeIndex, Map<string, QuestionRead>>();

function readingOf(index: KnowledgeIndex, text: string): QuestionRead {
  let recent = questionsRead.get(index);
  if (!recent) questionsRead.set(index, (recent = new Map()));
  const kept = recent.get(text);
  if (kept) return kept;
  const read = readQuestion(index, text);
  if (recent.size >= RECENT_QUESTIONS) recent.delete(recent.keys().next().value!);
  recent.set(text, read);
  return read;
}

function readQuestion(index: KnowledgeIndex, text: string): QuestionRead {
  const question = questionWords(text, index).replace(AUXILIARY_DO, '');
  const asked = [...new Set(termsOf(question))];
  const meaning = ASKS_MEANING.test(text);
  const whichKinds = kindsAskedFor(text);
  return {
    text,
    question,
    asked,
    happens: ASKS_WHAT_HAPPENS.test(text),
    meaning,
    howMany: HOW_MANY.test(text),
    whichKinds,
    which: meaning ? [] : whichPhrase(text),
    // As the child wrote it, and as read (a plural's singular, a word without its prefix: ספרים, ספר).
    written: writtenHebrew(`${text} ${question}`),
    superlatives: new Set(superlativesIn(question).flatMap((word) => termsOf(word))),
    ordinal: ordinalAsked(text),
    container: containerTerms(text, whichKinds),
    titles: titlesIn(question, index),
    spelled: ` ${tokenize(text).join(' ')} `,
    writerOf: ASKS_WRITER.test(text) ? peopleNamed(asked, index) : new Set<string>(),
    otherThan: ASKS_WHO_ELSE.exec(text)?.[1],
    small: meaning ? smallWordAsked(text, index) : [],
    hits: new Map(),
  };
}

/** How well one entry the ranking met answers the question. */
function hitOf(result: RankedResult, doc: KnowledgeDoc, read: QuestionRead, index: KnowledgeIndex): KnowledgeHit {
  const { asked, meaning, happens, whichKinds, which, written, superlatives, ordinal, container, titles, writerOf } = read;
  const weight = (terms: readonly string[]) => terms.reduce((sum, t) => sum + index.rarity(t), 0);
  // A word the knowledge base knows as it is ("shake") is not a misspelling of a name one letter away ("snake").
  const realWordNear = (t: string) => !asked.includes(t) && asked.some((a) => a !== t && index.knows(a) && closeEnough(a, t));
  // A Hebrew word's English gloss ("woman" for ishah) names it only when a meaning is asked: "who was the first woman" is Chava.
  const gloss = doc.kind === 'word' && !meaning ? glossTerms(doc) : NO_TERMS;
  // A word that asks (where, who) names nothing, even where a name holds it ("where you go i will go" is Rut's story, not "where").
  const nameTerms = Object.entries(result.match)
    .filter(([term, fields]) => fields.includes('names') && !realWordNear(term) && !gloss.has(term) && !asking().has(term))
    .map(([term]) => term);
  // "What bracha on apples" asks for a blessing: the word "bracha" names the word entry only when its meaning is asked.
  // ("What is a bracha", with nothing else asked, is the word's own question.)
  const glossOnly = gloss.size > 0 && nameTerms.length === 0 && Object.entries(result.match).some(([term, fields]) => fields.includes('names') && gloss.has(term));
  const byKindWordOnly = doc.kind === 'word' && !meaning && asked.some((a) => !namesAKind(a)) && nameTerms.length > 0 && nameTerms.every((t) => asked.some((a) => namesAKind(a) && closeEnough(a, t)));
  const said = (t: string) => asked.some((a) => a === t || (closeEnough(a, t) && !index.knows(a)));
  const whole = byKindWordOnly
    ? []
    : (index.nameSegments.get(doc.id) ?? []).filter((segment) => segment.every(said) && !segment.some((t) => gloss.has(t)) && segment.some((t) => !asking().has(t)) && !(container.size > 0 && segment.every((t) => container.has(t))) && !segment.every((t) => titles.has(t)));
  const fullName = whole.length > 0;
  // A name that joins two others said whole ("david and goliath") says more than either alone ("david").
  const joinsTwo = whole.some((segment) => segment.filter((t) => singleNames(index).has(t)).length >= 2);
  // "What is chanuka gelt", "what holiday do we read the megilla": a thing of an entry said whole by one of
  // its own names (by a word few things share: not "fast" or "horn") is what is asked about.
  const thingNamed = (index.thingSegments.get(doc.id) ?? []).some((segment) => segment.every(said) && segment.some((t) => !asking().has(t) && (index.thingSpread.get(t) ?? 0) <= THING_SPREAD));
  const namedInQuestion = !byKindWordOnly && (fullName || thingNamed || nameTerms.some((t) => (index.nameSpread.get(t) ?? 0) <= GENERIC_NAME));
  // A word that names the kind ("parsha" for a parsha) is met by every entry of that kind; "hebrew" meets a
  // Hebrew word only when a meaning is asked ("which hebrew letters are on the sevivon" is not the word sevivon).
  const kindNamed = kindAsked(doc.kind, asked) && (doc.kind !== 'word' || meaning);
  const met = doc.kind === 'word' && !meaning ? result.queryTerms.filter((t) => !kindTerms!.get('word')!.has(t)) : result.queryTerms;
  const terms = kindNamed ? [...new Set([...met, ...asked.filter((a) => kindTerms!.get(doc.kind)!.has(a))])] : met;
  const coverage = weight(terms) / weight(asked);
  // Unnamed, an entry must meet two words of what is asked about, not only the asking ("who ... woman" is not Rachav).
  // A question that asks for the saddest or the holiest is not surely answered by an entry that never says it.
  // Said as asked: "youngest", not "younger" one letter off.
  const missesSuperlative = superlatives.size > 0 && !Object.keys(result.match).some((t) => superlatives.has(t));
  const confident = !missesSuperlative && (namedInQuestion ? coverage >= 0.5 : coverage >= 0.75 && terms.filter((t) => !asking().has(t)).length >= 2);
  const storyAsked = happens && STORY_KINDS.has(doc.kind);
  const score = result.score * (0.4 + 0.6 * coverage) * (fullName ? FULL_NAME_BONUS : 1) * (thingNamed ? FULL_NAME_BONUS : 1) * (joinsTwo ? FULL_NAME_BONUS : 1) * (whichKinds.has(doc.kind) ? WHICH_KIND_BONUS : kindNamed || storyAsked ? KIND_BONUS : 1) * (whichKinds.size > 0 && !whichKinds.has(doc.kind) && doc.kind !== 'calendar' ? OTHER_KIND : 1) * (byKindWordOnly || (doc.kind === 'word' && namesWhichKind(doc, which, index)) ? KIND_WORD_ONLY : 1) * (glossOnly ? GLOSS_ONLY : 1) * writtenBonus(hebrewNameWritten(doc, written)) * (doc.kind === 'word' && !meaning && (read.howMany || happens) ? KIND_WORD_ONLY : 1) * (superlatives.size === 0 ? 1 : missesSuperlative ? 1 / SUPERLATIVE_BONUS : SUPERLATIVE_BONUS) * (ordinal && saysOrdinal(doc, ordinal) ? ORDINAL_BONUS : 1) * (writtenByNamed(doc, writerOf, index) ? WHICH_KIND_BONUS : 1);
  const relation = whoElse(read.otherThan, doc, index);
  if (relation === 'named') {
    return { doc, score: score * NOT_THE_ONE_NAMED, terms, namedInQuestion: false, namedInFull: false, coverage, confident: false };
  }
  // The person asked for is another person, who half the question's words lead to.
  if (relation === 'other') {
    return { doc, score: score * WHICH_KIND_BONUS, terms, namedInQuestion, namedInFull: fullName, coverage, confident: confident || coverage >= 0.5 };
  }
  return { doc, score, terms, namedInQuestion, namedInFull: fullName, coverage, confident };
}
