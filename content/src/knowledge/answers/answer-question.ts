/**
 * From a question to an answer from the knowledge base: retrieval picks the document, and the document
 * (or, for a date or a time, @hebcal) gives the facts. Returns undefined when nothing fits well enough,
 * so the caller can say honestly that it does not know.
 */
import { LETTER_READING, LETTERS, letterByGlyph, stripNiqqud } from '../letters';
import { VOWELS } from '../vowels';
import { WORDS } from '../words';
import { CREATION_DAYS, PLAGUES } from '../topics';
import type { DocKind, KnowledgeDoc } from '../docs/knowledge-doc';
import { closeEnough } from '../retrieval/close-enough';
import { docSources } from '../sources/doc-sources';
import type { Person, SourceRef } from '../types';
import { knowledgeIndex, termsOf } from '../retrieval/knowledge-index';
import { bookInOrder, parshaInOrder } from './book-in-order';
import { hebrewWordsFor } from './hebrew-for';
import { asWritten } from './as-written';
import { thingInPlace } from './thing-in-place';
import { tellerOf } from './who-did-it';
import { personNamedIn, whoCameAfter } from './who-came-after';
import { letterBeside, letterInOrder } from './letter-in-order';
import { letterOfWord } from './letter-of-word';
import { searchCurriculum } from '../retrieval/search-curriculum';
import { nearestTopic } from '../retrieval/nearest-topic';
import { childrenAsFamily, questionWords } from '../retrieval/question-words';
import { ASKS_MEANING, searchKnowledge, writesHebrewNameOf, type KnowledgeHit } from '../retrieval/search-knowledge';
import { cityNamedIn } from '../calendar/shabbat-times';
import { gematriaAnswer, hebrewDateAnswer, holidayById, holidayDateAnswer, nextFastAnswer, nextHolidayAnswer, shabbatTimesAnswer, weeklyParshaAnswer } from './dynamic-answers';

export interface KnowledgeAnswer {
  /** Short sentences for a child. */
  text: string;
  /** One guiding question back. */
  question: string;
  /** The document that answered (its title and source name where the facts come from). */
  doc: KnowledgeDoc;
  /** Every document retrieval found, best first, for a model's context. */
  hits: KnowledgeHit[];
  /** The question named what answered it whole (a word to translate, a letter written, an entry's full name). */
  namedWhole: boolean;
  /** Retrieval was sure of nothing and this is the nearest topic (`AnswerOptions.guess`): the reply checks back with the child. */
  guessed?: boolean;
  /** Further documents the text also tells from ("boy and girl in hebrew": the second word), cited after `doc`. */
  alsoFrom?: KnowledgeDoc[];
}

/** Hebrew letters and the marks on them, e.g. "בָּ" or "שָׁלוֹם", as written in the question. */
const HEBREW_RUN = /[\u05D0-\u05EA][\u0591-\u05C7\u05D0-\u05EA]*/g;

const VOWEL_MARKS: Record<string, string> = {
  '\u05B8': 'kamatz', '\u05B7': 'patach', '\u05B5': 'tzere', '\u05B6': 'segol', '\u05B4': 'chirik', '\u05B9': 'cholam', '\u05BB': 'kubutz', '\u05B0': 'sheva',
  '\u05B2': 'chataf-patach', '\u05B1': 'chataf-segol', '\u05B3': 'chataf-kamatz',
};

function readingOf(letterId: string, vowelId: string, withDot: boolean, sin = false): string | undefined {
  const letter = LETTERS.find((l) => l.id === letterId);
  const vowel = VOWELS.find((v) => v.id === vowelId);
  const sounds = LETTER_READING[letterId];
  if (!letter || !vowel || !sounds) return undefined;
  const consonant = sin ? 's' : withDot || !sounds.withoutDot ? sounds.withDot : sounds.withoutDot;
  // The sample is the vowel on Bet (בָּ, בּוּ): keep what follows the Bet and its dot.
  const mark = vowel.id === 'kamatz-katan' ? '\u05B8' : vowel.sample.slice(1).replace('\u05BC', '');
  const shinDot = letterId === 'shin' ? (sin ? '\u05C2' : '\u05C1') : '';
  const written = `${letter.glyph}${shinDot}${withDot && sounds.withoutDot ? '\u05BC' : ''}${mark}`;
  const sound = `${consonant}${vowel.vowelSound}`;
  const silent = consonant === '' ? ` ${letter.name} is silent, so you hear only the vowel.` : '';
  return `${letter.name} with a ${vowel.name} is ${written}, and it says "${sound}".${silent} First say the letter's sound, then the vowel's.`;
}

/** A letter and a vowel both named in the question ("How do you read Bet with a Kamatz?"). */
function letterWithVowel(question: string): { text: string; doc: KnowledgeDoc } | undefined {
  const asked = new Set(termsOf(question));
  const vowels = searchKnowledge(question, { kinds: ['vowel'], limit: 4 }).filter((h) => h.namedInQuestion);
  // "Patach" names Patach, not Chataf Patach: prefer the vowel whose whole name was asked.
  const vowel = vowels.find((h) => termsOf(VOWELS.find((v) => v.id === h.doc.entryId)?.name ?? '').every((t) => [...asked].some((a) => closeEnough(a, t))));
  if (!vowel) return undefined;
  const letter = searchKnowledge(question, { kinds: ['letter'], limit: 3 }).find((h) => h.namedInQuestion && LETTERS.some((l) => l.id === h.doc.entryId));
  if (!letter) return undefined;
  const text = readingOf(letter.doc.entryId, vowel.doc.entryId, true);
  return text ? { text, doc: letter.doc } : undefined;
}

/** A letter followed by a Vav that is its vowel: בּוֹ (Cholam Male, "o") or בּוּ (Shuruk, "u"). */
const VAV_VOWEL = /^[\u05D0-\u05EA][\u05B0-\u05BC\u05C1\u05C2]*\u05D5([\u05B9\u05BC])$/;

/** A single letter written with a vowel point in the question, e.g. "How do I read בָּ?", or with a Vav for its vowel ("בּוֹ"). */
function writtenLetterWithVowel(question: string): { text: string; letterId: string } | undefined {
  const run = question.match(HEBREW_RUN)?.find((r) => stripNiqqud(r).length === 1 || VAV_VOWEL.test(r));
  if (!run) return undefined;
  const vav = VAV_VOWEL.exec(run);
  // The letter's own marks (its dot, a Shin's dot) come before the Vav.
  const own = vav ? run.slice(0, run.lastIndexOf('\u05D5')) : run;
  const letter = letterByGlyph(stripNiqqud(own));
  const mark = vav ? (vav[1] === '\u05B9' ? 'cholam-male' : 'shuruk') : [...run].map((ch) => VOWEL_MARKS[ch]).find(Boolean);
  const text = letter && mark ? readingOf(letter.id, mark, own.includes('\u05BC'), own.includes('\u05C2')) : undefined;
  return letter && text ? { text, letterId: letter.id } : undefined;
}

function hebrewWordIn(question: string): string | undefined {
  const runs = question.match(HEBREW_RUN) ?? [];
  return runs.filter((r) => stripNiqqud(r).length > 1).sort((a, b) => stripNiqqud(b).length - stripNiqqud(a).length)[0];
}

const NIGHTS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const COUNTS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "How many candles on the 4th night": the Chanukah lights for the night asked, before what the entry says. */
function chanukahNight(question: string, doc: KnowledgeDoc): string | undefined {
  if (doc.kind !== 'holiday' || doc.entryId !== 'chanukah') return undefined;
  if (doc.facet !== 'chanukiyah-lights' && !/\b(?:candles?|lights?|flames?|neiros|nerot)\b/i.test(question)) return undefined;
  const asked = question.toLowerCase().match(/\b(first|second|third|fourth|fifth|sixth|seventh|eighth|last|final|1st|2nd|3rd|[4-8]th)\s+(?:night|nite|day)\b/);
  if (!asked) return undefined;
  // The last night of eight is the eighth.
  const night = /^\d/.test(asked[1]!) ? Number.parseInt(asked[1]!, 10) : ['last', 'final'].includes(asked[1]!) ? NIGHTS.length : NIGHTS.indexOf(asked[1]!) + 1;
  if (night < 1 || night > 8) return undefined;
  const candles = night === 1 ? 'one candle' : `${COUNTS[night - 1]} candles`;
  return `On the ${NIGHTS[night - 1]} night of Chanukah we light ${candles} (${night}), plus the shamash that lights them: ${COUNTS[night]} flames in all.`;
}

const DAY_PLACES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const DAY_NUMBER = String.raw`(first|second|third|fourth|fifth|sixth|seventh|[1-7](?:st|nd|rd|th)?|one|two|three|four|five|six|seven)`;
const CREATION_DAY = new RegExp(String.raw`\b${DAY_NUMBER}\s+day\b|\bday\s+(?:number\s+)?${DAY_NUMBER}\b`, 'i');

/** "What did God make on day 4", "the fifth day": the day of creation asked, told before the six days. */
function creationDay(question: string, doc: KnowledgeDoc): string | undefined {
  if (doc.kind !== 'topic' || doc.entryId !== 'creation') return undefined;
  const asked = CREATION_DAY.exec(question);
  const word = (asked?.[1] ?? asked?.[2])?.toLowerCase();
  if (!word) return undefined;
  const day = /^\d/.test(word) ? Number.parseInt(word, 10) : DAY_PLACES.includes(word) ? DAY_PLACES.indexOf(word) + 1 : COUNTS.indexOf(word) + 1;
  if (day < 1 || day > 7) return undefined;
  return day === 7 ? 'On the seventh day God rested from creating, blessed the day and made it holy: Shabbat.' : `On the ${DAY_PLACES[day - 1]} day God made ${CREATION_DAYS[day - 1]}.`;
}

const PLACES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** A place among the plagues ("the 8th plague", "and the 7th?" read with the plagues, "plague number 3"); not the firstborn. */
const PLAGUE_PLACE = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|(?:10|[1-9])(?:st|nd|rd|th))\b(?![\s-]*born)|\bplague\s+(?:number\s+)?(10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)\b/i;
const ASKS_PLACE = /\b(?:which|wich|witch|what\s+number|wat\s+number|what\s+place|how\s+many(?:th)?)\b/i;

/**
 * "What was the 8th plague", "which plague was frogs": the plague asked by its place, or the place of the
 * plague the question names, told before all ten.
 */
function plagueInOrder(question: string, doc: KnowledgeDoc): string | undefined {
  if (doc.kind !== 'topic' || doc.entryId !== 'ten-plagues') return undefined;
  const text = question.toLowerCase();
  const named = PLAGUES.findIndex((p) => p.calls.some((c) => new RegExp(`\\b${c}\\b`).test(text)));
  const told = (i: number) => `${PLAGUES[i]!.name.charAt(0).toUpperCase()}${PLAGUES[i]!.name.slice(1)} (${PLAGUES[i]!.hebrew}) was the ${PLACES[i]} plague.`;
  if (named >= 0 && ASKS_PLACE.test(text)) return told(named);
  const place = PLAGUE_PLACE.exec(text);
  const word = place?.[1] ?? place?.[2];
  if (!word) return undefined;
  const n = /^\d/.test(word) ? Number.parseInt(word, 10) : ['last', 'final'].includes(word) ? PLACES.length : PLACES.includes(word) ? PLACES.indexOf(word) + 1 : [...COUNTS, 'ten'].indexOf(word) + 1;
  if (n < 1 || n > PLAGUES.length) return undefined;
  return `The ${PLACES[n - 1]} plague was ${PLAGUES[n - 1]!.name} (${PLAGUES[n - 1]!.hebrew}).`;
}

/** What the question asks of one part of an entry (a night's lights, a day of creation, a plague's place), said before the entry. */
function toldFirst(question: string, doc: KnowledgeDoc): string | undefined {
  return chanukahNight(question, doc) ?? creationDay(question, doc) ?? plagueInOrder(question, doc);
}

/**
 * A reason that never says what it is the reason for ("It remembers the day the walls of Jerusalem were broken")
 * is said after the name of its entry ("Shiva Asar B'Tammuz: It remembers..."), so the reply to "why do we fast
 * on the 17th of Tammuz" names what it explains.
 */
function reasonLead(doc: KnowledgeDoc): string {
  if (doc.facet !== 'why') return '';
  const names = doc.names.split('|').map((n) => n.trim()).filter((n) => /\p{Script=Latin}/u.test(n));
  const text = doc.text.toLowerCase();
  const [name] = names;
  if (!name || names.some((n) => text.includes(n.toLowerCase().replace(/^the /, '')))) return '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: `;
}

function render(hit: KnowledgeHit, hits: KnowledgeHit[], question: string, now: Date): { text: string; question?: string } | undefined {
  const doc = hit.doc;
  switch (doc.dynamic?.type) {
    case undefined: {
      const told = toldFirst(question, doc);
      return { text: told ? `${told} ${doc.text}` : `${reasonLead(doc)}${doc.text}` };
    }
    case 'holiday-date': {
      const holiday = holidayById(doc.dynamic.holidayId);
      return holiday ? { text: holidayDateAnswer(holiday, now) } : undefined;
    }
    case 'weekly-parsha':
      return { text: weeklyParshaAnswer(now) };
    case 'hebrew-date':
      return { text: hebrewDateAnswer(now) };
    case 'next-holiday': {
      const next = nextHolidayAnswer(now);
      return { text: next.text, question: next.holiday.question };
    }
    case 'shabbat-times':
      return { text: shabbatTimesAnswer(question, now) ?? doc.text };
    case 'next-fast': {
      const next = nextFastAnswer(now);
      return { text: next.text, question: next.holiday.question };
    }
        case 'gematria': {
      const written = hebrewWordIn(question);
      if (written) return { text: gematriaAnswer(written) };
      const word = hits.find((h) => h.doc.kind === 'word' && h.namedInQuestion && h.doc.entryId !== 'gematria-word');
      const entry = word ? WORDS.find((w) => w.id === word.doc.entryId) : undefined;
      return { text: entry ? gematriaAnswer(entry.hebrew) : doc.text };
    }
    case 'letter-with-vowel':
      return undefined;
  }
}

/** "What is the gematria of shalom?": the gematria entry and a Hebrew word (written, or a word entry named). */
function gematriaOfWord(question: string, hits: KnowledgeHit[]): KnowledgeHit | undefined {
  const gematria = hits.find((h) => h.doc.dynamic?.type === 'gematria' && h.namedInQuestion);
  if (!gematria) return undefined;
  const named = hits.some((h) => h.doc.kind === 'word' && h.namedInQuestion && h.doc.entryId !== 'gematria-word');
  return hebrewWordIn(question) || named ? gematria : undefined;
}

/** A city named with a Shabbat question: its candle lighting and Havdalah times. */
function shabbatTimesFor(question: string, hits: KnowledgeHit[]): KnowledgeHit | undefined {
  if (!cityNamedIn(question)) return undefined;
  const aboutShabbat = hits.some((h) => h.doc.kind === 'shabbat' || ['shabbat-candles', 'havdalah'].includes(h.doc.entryId));
  return aboutShabbat ? searchKnowledge('shabbat times candle lighting', { kinds: ['shabbat'], limit: 5 }).find((h) => h.doc.dynamic?.type === 'shabbat-times') : undefined;
}

/** The best hit that is confident, unless a much stronger hit (that is not) shows the question is about something else. */
function bestConfident(hits: KnowledgeHit[]): KnowledgeHit | undefined {
  const top = hits[0];
  const found = hits.slice(0, 5).find((h) => h.confident);
  return top && found && found.score >= 0.5 * top.score ? found : undefined;
}

/** "What does moshe mean": a name's meaning asked. */
const ASKS_MEAN = /\b(?:mean|means|meaning|meen)\b/i;
/** "Why was he called yehuda", "why did leah call her son reuven": the reason for a name, which follows the word. */
const WHY_NAMED = /\b(?:why|y)\b.*?\b(?:call|calls|called|name|named|names)\b(.*)$/i;
/** Entries whose own name a question may be asking the meaning of: a parsha (Noach), a word (Levi), a book, a story. */
const NAMES_OF_THEIR_OWN: ReadonlySet<DocKind> = new Set(['parsha', 'word', 'book', 'story', 'topic']);

/**
 * What the name of a person the question names means, and why they were given it, from the verse that tells
 * it; the person named last whose name's meaning the Tanakh gives ("why did Leah call her son Reuven" asks
 * about Reuven, named after "call"). Not when a parsha, a word or a book of that name is named whole ("what
 * does noach mean" is the parsha's name), nor for a name that is not a meaning ("what was his wife's name").
 */
function nameMeaningAsked(question: string, hits: readonly KnowledgeHit[]): KnowledgeDoc | undefined {
  const why = WHY_NAMED.exec(question);
  const text = why ? why[1]! : ASKS_MEAN.test(question) ? question : undefined;
  if (text === undefined) return undefined;
  const named: Person[] = [];
  for (let rest = text, found = personNamedIn(rest); found; rest = found.after.join(' '), found = personNamedIn(rest)) named.push(found.person);
  const person = named.findLast((p) => p.nameMeaning !== undefined);
  const overview = person ? knowledgeIndex().docs.get(`person:${person.id}:overview`) : undefined;
  if (!person?.nameMeaning || !overview) return undefined;
  const sameName = (doc: KnowledgeDoc) => doc.names.toLowerCase().includes(person.name.toLowerCase());
  if (hits.some((h) => h.namedInFull && NAMES_OF_THEIR_OWN.has(h.doc.kind) && sameName(h.doc))) return undefined;
  return { ...overview, id: `person:${person.id}:name`, facet: 'name', title: `The name ${person.name}`, text: person.nameMeaning.text, source: person.nameMeaning.verse };
}

/** "What is mom and dad in Hebrew?": the words' own documents, each in turn. */
function wordsAskedFor(question: string): Omit<KnowledgeAnswer, 'hits' | 'namedWhole'> | undefined {
  const docs = hebrewWordsFor(question).flatMap((w) => knowledgeIndex().docs.get(`word:${w.id}:meaning`) ?? []);
  const [first, ...more] = docs;
  if (!first) return undefined;
  return { text: docs.map((d) => d.text).join(' '), question: first.question, doc: first, ...(more.length > 0 ? { alsoFrom: more } : {}) };
}

/** The curriculum entry the child asked about, as a hit on its answer document. */
function taughtAnswer(question: string, said: readonly string[], avoid: readonly DocKind[]): (KnowledgeHit & { covered: number }) | undefined {
  const taught = searchCurriculum(question);
  const doc = taught ? knowledgeIndex().docs.get(taught.entry.answer) : undefined;
  if (!taught || !doc || avoid.includes(doc.kind) || (doc.dynamic === undefined && said.some((s) => s.includes(doc.text)))) return undefined;
  return { doc, score: 0, terms: [], namedInQuestion: true, namedInFull: true, coverage: taught.asked, covered: taught.covered, confident: true };
}

/**
 * The curriculum's answer when the search is not sure, or when it is about the entry the search found and
 * met nearly every word the child said (a "when" left over means the child asked another facet); else the
 * search's. The curriculum never overrules an entry the question names ("sheva" is not "shema").
 */
function taughtOrSearched(question: string, hits: KnowledgeHit[], said: readonly string[], avoid: readonly DocKind[]): KnowledgeHit | undefined {
  const searched = bestConfident(hits);
  const taught = taughtAnswer(question, said, avoid);
  if (!taught || !searched) return searched ?? taught;
  if (taught.coverage < ALL_ASKED) return searched;
  const sameEntry = taught.doc.kind === searched.doc.kind && taught.doc.entryId === searched.doc.entryId;
  // Another entry the search found ("what is a seder" finds the word seder) gives way to the curriculum's
  // answer (the seder at Pesach) when that answer holds every word the search met, or when the search's
  // entry met clearly less of the question: the question is the curriculum's. "What is a sheva" keeps the
  // vowel: the Shema's answer has no "sheva" in it, and the vowel met the whole question.
  if (sameEntry) return taught;
  // "What does חנוכה mean": the entry whose Hebrew name the child wrote, not one whose name folds the same (חֲנֻכִּיָּה).
  if (writesHebrewNameOf(question, searched.doc) && !writesHebrewNameOf(question, taught.doc)) return searched;
  // Only a question that says nearly all of the entry's own ("what do we say on wine" is not "how do you say wine in hebrew").
  if (taught.covered < ALL_ASKED) return searched;
  const metLess = searched.coverage <= taught.coverage - CLEARLY_LESS;
  return metLess || searched.terms.every((t) => holds(taught.doc, t)) ? taught : searched;
}
const ALL_ASKED = 0.9;
const CLEARLY_LESS = 0.2;

const docTerms = new Map<string, ReadonlySet<string>>();
/** Whether a document holds a (folded) word, in its names, what it is about, its keywords or its text. */
function holds(doc: KnowledgeDoc, term: string): boolean {
  let terms = docTerms.get(doc.id);
  // Read as keywords are, so the words that only point to a facet ("say", "do") count wherever they are.
  if (!terms) docTerms.set(doc.id, (terms = new Set(termsOf(`${doc.names} ${doc.about} ${doc.text} ${doc.keywords}`, 'keywords'))));
  return terms.has(term);
}

/**
 * "What should I do", "should I...", "is it ok to...", "what now": a child asking what to do, however it is spelled. "How do I
 * spell shalom", "how do i read a kamatz", "how do i say sorry in hebrew" ask how to write, read or say it,
 * which the letters and words answer.
 */
const ASKS_WHAT_TO_DO = /\b(?:should|shuld|shud|shood|shoud)\s+i\b|\bis it (?:ok|okay|alright|all right|fine|bad|wrong|mean)\s+(?:to|if i)\b|\b(?:what|wat|wut)\s+(?:do|can|shall|should|shuld|shud)\s+i\b|\bwhat now\b|\bhow (?:can|do|should) i\b(?!\s+(?:spell|spel|write|rite|read|pronounce|count|translate|draw)\b|\s+say\b.*\b(?:in hebrew|in ivrit|in english)\b)/i;

/**
 * "What do i say to my savta in hebrew for good night", "what do i answer when abba says a bracha": what to
 * say asked in a language, or at a blessing or a prayer, asks for the words, a fact, not for help with a
 * situation ("what do i say to my friend who is sad" still asks what to do).
 */
const WORDS_ASKED = /\b(?:say|said|tell|answer|reply|respond|call)\b.*\b(?:in|into)\s+(?:hebrew|ivrit|english|yiddish)\b|\b(?:say|answer|reply|respond)\b.*\b(?:bracha|brachah|brocha|beracha|blessing|prayer|tefillah|tefila)\b|\b(?:bracha|brachah|brocha|beracha|blessing|prayer)\b.*\b(?:say|answer|reply|respond)\b/i;

export function asksWhatToDo(question: string): boolean {
  return ASKS_WHAT_TO_DO.test(question) && !WORDS_ASKED.test(question);
}

/** A sentence about the child or what happened to them: "i", "my", "someone", "nobody"... as its subject. */
const ABOUT_ME = /^(?:i|im|ive|id|my|me|someone|somebody|some kids?|a kid|kids|nobody|no one|everyone|the other kids|this kid|a boy|a girl)\b/;
/** ... which tells an opinion or a wish to learn, not something to help with. */
const OPINION = /^(?:i|id)\s+(?:think|like|love|liked|loved|know|knew|learned|learnt|wonder|want to (?:know|learn)|wanna (?:know|learn)|would like to (?:know|learn)|have a question)\b|^my (?:name|fav(?:ou?rite)?)\b/;

/**
 * A child telling what happened to them, with no question ("i took a pen from my friend without asking and
 * now i feel bad", "im the new kid and nobody plays with me"): they want what a caring teacher would say,
 * the same as a child asking what to do.
 */
export function tellsWhatHappened(question: string): boolean {
  const text = asWritten(question);
  return (ABOUT_ME.test(text) || aboutMeAfterAClause(text)) && !OPINION.test(text) && !/\?\s*$/.test(question) && !ASKS_A_FACT.test(text);
}
/** A telling may open with when or why it happened: "since the new baby came...", "after we moved...", "because i lost...". */
const OPENING_CLAUSE = /^(?:ever since|since|after|when|whenever|every time|because|cause|now that|ever|today|yesterday|lately)\s+(?!(?:do|does|did|is|are|was|were|can|could|should|will|would|many|much|long|old)\b)/;
/** Words that make it a question after all: "after i eat meat how long do i wait". */
const ASKING_LATER = /\b(?:what|wat|whats|how|why|where|which|wich|who|whos|when|can i|do i|is it|are there)\b/;
/** The telling after its opening clause is about the child or someone near them ("...nobody pays attention to me", "...my mom is busy"). */
function aboutMeAfterAClause(text: string): boolean {
  const opening = OPENING_CLAUSE.exec(text);
  if (!opening) return false;
  const rest = text.slice(opening[0].length);
  if (ASKING_LATER.test(rest)) return false;
  const words = rest.split(/\s+/);
  return words.some((_, i) => ABOUT_ME.test(words.slice(i).join(' ')));
}
/**
 * A question of fact asked after the telling, without its question mark: "my dad isnt eating today is it a
 * fast day", "my teacher said a word in class what was it", "my teacher said we do something with a lulav what do
 * we do with it", "how many". The child asks about the world, not for help; "what do we do" alone, "how can we"
 * ("my sister and i keep fighting how can we stop") still ask what to do.
 */
const ASKS_A_FACT = /\b(?:is it|is today|is that|is this|is there|was it|was that|what (?:is|was|does|did) (?:it|that|this|the)|which (?:one|holiday|day|letter|word)|(?:what|wat) (?:do|does|did) we (?:(?!do\b)\p{L}+|do with)|(?:when|wen|where) (?:do|does|did) we|how many)\b/u;

/**
 * The situations that fit a child's message, best first: one about someone else's deed gives way to one
 * about the child's own when the child tells what they did ("i hit my brother by accident" is not "my
 * brother took my toy"), and the other way round; a feeling is read the same way.
 */
function situationsFor(question: string, limit: number): KnowledgeHit[] {
  const teller = tellerOf(question);
  const hits = searchKnowledge(question, { kinds: ['advice'], limit: limit + 4 });
  if (!teller) return hits.slice(0, limit);
  const fits = (h: KnowledgeHit) => {
    const told = tellerOf(h.doc.title);
    return told === undefined || told === teller ? 1 : OTHER_TELLER;
  };
  return hits.map((h) => ({ ...h, score: h.score * fits(h) })).sort((a, b) => b.score - a.score).slice(0, limit);
}
/** How much a situation about another's deed (or feeling) weighs against the child's own. */
const OTHER_TELLER = 0.5;

/**
 * A child asking what to do is answered from the situation that fits best, even when the words met are
 * few ("a kid cald me names shud i say sumthing meen back"): the advice is a caring teacher's, and a
 * nearly-right situation helps more than "I'm not sure". At least one word of the question that is not
 * part of asking ("do", "now") must meet it.
 */
function adviceFor(question: string, said: readonly string[]): KnowledgeHit | undefined {
  if (!asksWhatToDo(question)) return undefined;
  return situationsFor(question, 3).find((h) => h.terms.some((t) => !ASKING_WORDS.has(t)) && !said.some((s) => s.includes(h.doc.text)));
}

/**
 * A situation that plainly fits a child asking what to do or telling what happened, before any fact: two
 * words of it (beyond the asking) met, and about half of what the child said. "My friend was mean to me
 * today" is the friend who was mean, not the word for "today".
 */
function situationTold(question: string, hits: KnowledgeHit[], said: readonly string[]): KnowledgeHit | undefined {
  if (!asksWhatToDo(question) && !tellsWhatHappened(question)) return undefined;
  // A middah the search is sure of ("how do i say sorry the right way": teshuvah) is a caring answer too.
  const confident = bestConfident(hits);
  if (confident?.doc.kind === 'middah') return undefined;
  const [best] = situationsFor(question, 1);
  // "Which way should i face when i pray" asks how a practice is done: an entry the search is sure of, that
  // meets all of it, answers before a situation that meets only part.
  if (best && confident && confident.doc.kind !== 'advice' && confident.coverage >= ALL_ASKED && best.coverage < ALL_ASKED) return undefined;
  const met = best ? best.terms.filter((t) => !ASKING_WORDS.has(t)).length : 0;
  return best && met >= SITUATION_WORDS && best.coverage >= SITUATION_COVERAGE && !said.some((s) => s.includes(best.doc.text)) ? best : undefined;
}
const SITUATION_WORDS = 2;
const SITUATION_COVERAGE = 0.45;
/** Words every "what should I do" question has: meeting only these says nothing about the situation. */
const ASKING_WORDS: ReadonlySet<string> = new Set(['do', 'no', 'nov']);

/**
 * When nothing answers surely but the question names an entry whole ("who was shimshon hagibor", "what
 * happend at jericho"), what the knowledge base knows about that entry answers: the nearest topic, with
 * its source, helps a child more than "I'm not sure". A name shared by many entries ("letter") does not
 * count, and the entry must be among the best few the search found.
 */
function nearestNamed(hits: KnowledgeHit[]): KnowledgeHit | undefined {
  const named = hits.slice(0, 3).find((h) => h.doc.kind !== 'word' && h.namedInFull && h.namedInQuestion && h.coverage >= NEAREST_COVERAGE);
  if (named) return named;
  // "What is the akeida": a rare word, the whole question, met by one of the best entries, is the nearest topic too.
  const index = knowledgeIndex();
  const rare = hits.slice(0, 3).find((h) => h.doc.kind !== 'word' && h.coverage >= 0.99 && h.terms.some((t) => index.rarity(t) >= RARE_WORD));
  if (rare) return rare;
  // The best entry the question names, even in part, that met most of what was asked.
  const top = hits[0];
  return top && top.doc.kind !== 'word' && top.namedInQuestion && top.coverage >= NAMED_IN_PART_COVERAGE ? top : undefined;
}
const RARE_WORD = 4.5;
const NAMED_IN_PART_COVERAGE = 0.45;
const NEAREST_COVERAGE = 0.3;
/** "Tell me more" about a topic: a document that met the topic's name. */
const MORE_COVERAGE = 0.5;

/** "Why" wants the reason: the same entry's "why" document, when it has one, answers before its other facets. */
function reasonFor(question: string, found: KnowledgeHit, hits: readonly KnowledgeHit[]): KnowledgeHit {
  // Read as the index reads it: "y do we..." asks why too.
  if (found.doc.facet === 'why' || !termsOf(questionWords(question, knowledgeIndex())).includes('vhy')) return found;
  // A thing of a holiday (its costumes, its gragger) carries its own reason, which answers better than the holiday's.
  const givesReason = (h: KnowledgeHit) => h.doc.facet !== 'overview' && /\bwhy\b/.test(h.doc.keywords);
  if (givesReason(found)) return found;
  // "Why do kids get chanuka gelt": a thing of the entry the question names whole gives its own reason, before the entry's.
  // Its own name or what we do with it must be asked ("gelt", "cleaning"): every thing of a holiday carries the holiday's name, which names none of them.
  // A name is asked whole ("new fruit" is not asked by "the new year"); what we do with it by any of its words.
  const ownNameAsked = (h: KnowledgeHit) => {
    const does = new Set(termsOf(h.doc.keywords, 'keywords').filter((t) => !THING_KEYWORDS.has(t)));
    const names = (h.doc.thing ?? h.doc.about).split('|').map((n) => termsOf(n, 'keywords')).filter((n) => n.length > 0);
    return h.terms.some((t) => does.has(t)) || names.some((n) => n.every((t) => h.terms.includes(t)));
  };
  const thing = hits.slice(0, 4).find((h) => h.confident && h.namedInFull && givesReason(h) && h.doc.kind === found.doc.kind && h.doc.entryId === found.doc.entryId && h.coverage >= found.coverage && (h.doc.kind !== 'holiday' || ownNameAsked(h)));
  if (thing) return thing;
  const reason = searchKnowledge(question, { limit: 12 }).find((h) => h.doc.facet === 'why' && h.doc.kind === found.doc.kind && h.doc.entryId === found.doc.entryId);
  if (reason) return reason;
  // "Why is Shabbat on Saturday": an entry named whole whose reason is an entry of its own ("Why we keep Shabbat") answers with it.
  const titled = found.namedInFull ? reasonTitled(question, found) : undefined;
  if (titled) return titled;
  // An entry with no reason of its own ("why do we make noise at haman's name" finds Haman) gives way to a
  // custom among the best that gives its reason and met more of the question, and all that the entry met:
  // "why does hebrew go right to left" is not the Chanukah candles, set in from the right.
  return hits.slice(0, 4).find((h) => h.confident && givesReason(h) && h.coverage > found.coverage && found.terms.every((t) => h.terms.includes(t))) ?? found;
}

/** The entries titled "Why ..." that name each entry, found once per entry (most entries have none). */
const reasonEntries = new Map<string, readonly KnowledgeDoc[]>();

function reasonEntriesFor(doc: KnowledgeDoc): readonly KnowledgeDoc[] {
  let found = reasonEntries.get(doc.id);
  if (found === undefined) {
    const name = termsOf(doc.names.split('|')[0] ?? '');
    found =
      name.length === 0
        ? []
        : [...knowledgeIndex().docs.values()].filter((d) => d.kind === doc.kind && d.entryId !== doc.entryId && d.facet !== 'why' && /^why\b/i.test(d.title) && name.every((t) => termsOf(d.title).includes(t)));
    reasonEntries.set(doc.id, found);
  }
  return found;
}

/**
 * The entry that gives another entry's reason as its whole text ("Why we keep Shabbat", "Why we keep kosher"): its
 * title asks why and names the entry; of several, the one that met most of the question, then the one whose title
 * says least else.
 */
function reasonTitled(question: string, found: KnowledgeHit): KnowledgeHit | undefined {
  const candidates = reasonEntriesFor(found.doc);
  if (candidates.length === 0) return undefined;
  const searched = searchKnowledge(question, { limit: 12 });
  const titles = (doc: KnowledgeDoc) => termsOf(doc.title);
  const ranked = candidates
    .map((doc) => searched.find((h) => h.doc.id === doc.id) ?? { ...found, doc, score: 0, coverage: 0 })
    .sort((a, b) => b.coverage - a.coverage || titles(a.doc).length - titles(b.doc).length);
  return ranked[0];
}

/** The words every thing of a holiday has in its keywords (see holiday-docs): they say nothing about which thing. */
const THING_KEYWORDS: ReadonlySet<string> = new Set(termsOf('what why reason', 'keywords'));

/** "When is the fast of Gedaliah", "when does Chanukah start", "מתי סוכות": a question that asks a date. */
const ASKS_DATE = /^\s*(?:and\s+)?(?:when|wen|whens|wens)\s+(?:is|was|does|will|are|s)\b|^\s*מתי(?:\s|$)/i;

/** A date asked of a holiday is answered by its date from the calendar, whichever of its facets the search found first. */
function dateFor(question: string, found: KnowledgeHit): KnowledgeHit {
  if (found.doc.kind !== 'holiday' || found.doc.facet === 'when' || !ASKS_DATE.test(question)) return found;
  const when = knowledgeIndex().docs.get(`holiday:${found.doc.entryId}:when`);
  return when ? { ...found, doc: when } : found;
}

/** Words that ask about a person's family ("who was avrahams father", "who were jacobs wives"). */
const FAMILY_ASKED: ReadonlySet<string> = new Set(termsOf('mother father mom dad parents parent son sons daughter daughters child children kids brother brothers sister sisters sibling siblings twin twins wife wives husband married marry marries grandfather grandmother grandparents grandson grandchildren related'));

/** Words that ask which tribe someone came from ("which shevet was moshe from"): their family entry says it. */
const TRIBE_ASKED: ReadonlySet<string> = new Set(termsOf('tribe tribes shevet shevatim'));
const asksTribe = (question: string) => termsOf(question).some((t) => TRIBE_ASKED.has(t));

/** A question that asks who someone is, how many, or their name ("who was his wife", "how many sons"). */
const ASKS_WHO = /\b(?:who|whos|how many|names?|called)\b/i;
/** A question that asks something else (what he did, why, where): "what did his father give him". */
const ASKS_ELSE = /\b(?:what|wat|why|y|where|when|how)\b/i;

/**
 * A person asked about with a family word is answered from their family, when the knowledge base has it
 * and the family is what is asked: who they were, how many, their names ("and his brother?"), not what a
 * father gave or why the brothers were jealous.
 */
function familyFor(question: string, found: KnowledgeHit, hits: readonly KnowledgeHit[]): KnowledgeHit {
  // A family word as the search read it ("brothes" is brothers) counts too.
  const tribe = asksTribe(question);
  if (!tribe && ![...termsOf(childrenAsFamily(question)), ...found.terms].some((t) => FAMILY_ASKED.has(t))) return found;
  // A story or a book found for a family question ("who were avrahams sons" finds Avraham's guests, "who did
  // she marry", of Rut, finds Megillat Rut) gives way to the person it names.
  const person = found.doc.kind === 'story' || found.doc.kind === 'book' ? hits.find((h) => h.doc.kind === 'person' && h.namedInFull) : found;
  if (!person || person.doc.kind !== 'person' || (person === found && found.doc.facet !== 'overview')) return found;
  const asked = question.replace(/^\W*(?:and\s+)?(?:what|how) about\b/i, '');
  if (!tribe && !ASKS_WHO.test(asked) && ASKS_ELSE.test(asked)) return found;
  const family = knowledgeIndex().docs.get(`person:${person.doc.entryId}:family`);
  return family ? { ...person, doc: family } : found;
}

/**
 * A person's family answers only a question about the family: "what did his father give him" and "what
 * happened to him in the end" are about the person, whose own entry answers (the family entry's words, a
 * father or sons, can meet such a question better than the person's story does).
 */
function personUnlessFamilyAsked(question: string, found: KnowledgeHit): KnowledgeHit {
  if (found.doc.kind !== 'person' || found.doc.facet !== 'family') return found;
  const person = asksAboutFamily(question) ? undefined : knowledgeIndex().docs.get(`person:${found.doc.entryId}:overview`);
  return person ? { ...found, doc: person } : found;
}

/** A question asks who someone's family are, how many or their names ("and their son?", "how many sons"), not what they did. */
export function asksAboutFamily(question: string): boolean {
  const asked = question.replace(/^\W*(?:and\s+)?(?:what|how) about\b/i, '');
  return asksTribe(question) || (termsOf(childrenAsFamily(question)).some((t) => FAMILY_ASKED.has(t)) && (ASKS_WHO.test(asked) || !ASKS_ELSE.test(asked)));
}

/** A question that begins by asking who: "who got the coat of many colours", "who jumped into the sea first". */
const BEGINS_WHO = /^\s*(?:and\s+)?(?:who|hoo|whoo|wo)\b/i;
/** The kinds of entry that can be who: a person, or a role in the shul or at a life-cycle event (the chazzan, the sandek). */
const WHO_KINDS: ReadonlySet<DocKind> = new Set(['person', 'synagogue', 'life-cycle']);
/** "Who brought...", "who led...", "who built...": who did something, not who or what something is. */
const ASKS_WHO_DID = /^\s*(?:and\s+)?(?:who|hoo|whoo|wo)\s+(?!(?:is|was|are|were|s|r|am|be|been|called|means?)\b)\p{L}+/iu;
const WHO = termsOf('who')[0];
const PERSON_COVERAGE = 0.5;

/**
 * "Who" wants a person: when what answered is not a person or a story, nor a parsha, book or topic the
 * question names whole (which tells who is in it: "who were the twelve tribes"), the person who met the
 * most of the question answers instead, if they met at least as much of it. Most, not best ranked: a
 * person only named in the question ("who threw yosef in the pit") is the one it was done to.
 */
function personAsked(question: string, chosen: KnowledgeHit | undefined): KnowledgeHit | undefined {
  const doer = doerAsked(question, chosen) ?? whoIsNamed(question, chosen);
  if (doer) return doer;
  // "Who is a sofer", "who is a chazan": an entry the question names whole (a role) answers, not a person met by chance.
  // "Who brought the Jews into Eretz Yisrael" asks who did something: a Hebrew word it names whole is where, not who.
  // A holiday is never who: "who was the heroine of the purim story" asks for someone in it, not its costumes.
  if (chosen?.namedInFull && chosen.namedInQuestion && chosen.doc.kind !== 'holiday' && !(chosen.doc.kind === 'word' && ASKS_WHO_DID.test(question))) return undefined;
  if (!BEGINS_WHO.test(question) || (chosen && (['person', 'story'].includes(chosen.doc.kind) || (['parsha', 'book', 'topic'].includes(chosen.doc.kind) && chosen.namedInFull)))) return undefined;
  const people = searchKnowledge(question, { kinds: ['person'], limit: 4 }).filter((h) => h.doc.facet === 'overview');
  const best = people.sort((a, b) => b.coverage - a.coverage || b.score - a.score)[0];
  if (!best || best.coverage < PERSON_COVERAGE || !best.terms.some((t) => t !== WHO)) return undefined;
  // "Who is the man who sings the davening": a role (the chazzan) that met two words of the question beyond
  // "who", and that the search is far surer of than of anyone who happens to meet "man", stays. ("Who was
  // their leader", of the Maccabees, meets the chazzan by one word only.)
  const role =
    chosen && WHO_KINDS.has(chosen.doc.kind) && chosen.confident && chosen.terms.filter((t) => t !== WHO).length >= 2 && chosen.score >= ROLE_SURER * best.score && chosen.coverage >= best.coverage - ROLE_COVERAGE_GAP;
  return !role && (!chosen || best.coverage >= chosen.coverage) ? best : undefined;
}
const ROLE_SURER = 3;
const ROLE_COVERAGE_GAP = 0.1;

/**
 * "Who cut Shimshon's hair", "who threw Daniel to the lions": who did something to the person the question
 * names. That person's own entry met the question, but another person's entry that meets all of it as well,
 * and that the search is nearly as sure of, is the one who did it (Delilah). A named person whose own entry
 * tells who did it ("his jealous brothers sold him") stays when no one else is met nearly as surely.
 */
function doerAsked(question: string, chosen: KnowledgeHit | undefined): KnowledgeHit | undefined {
  if (!chosen || chosen.doc.kind !== 'person' || !chosen.namedInQuestion || !ASKS_WHO_DID.test(question)) return undefined;
  const other = searchKnowledge(question, { kinds: ['person'], limit: 4 }).find((h) => h.doc.facet === 'overview' && h.doc.entryId !== chosen.doc.entryId && !h.namedInQuestion);
  return other && other.confident && other.coverage >= chosen.coverage && other.score >= DOER_SURE * chosen.score ? other : undefined;
}
const DOER_SURE = 0.5;

/** "Who was Mordechai to Esther", "who is moshe in the story": the question asks who a person it names first is. */
const WHO_IS = /^\s*(?:and\s+)?(?:who|hoo|whoo|wo)\s*(?:is|was|'s|s)\s+(.+)$/i;

/**
 * A story, or another person, found for "who was <a person>": the person's own entry answers, when it met
 * as much of the question (a story of Esther tells of Mordechai, but "who was Mordechai to Esther" asks who
 * he was to her).
 */
function whoIsNamed(question: string, chosen: KnowledgeHit | undefined): KnowledgeHit | undefined {
  if (!chosen || !['story', 'book', 'person'].includes(chosen.doc.kind)) return undefined;
  const rest = WHO_IS.exec(question)?.[1];
  const named = rest ? personNamedIn(rest) : undefined;
  if (!named || (chosen.doc.kind === 'person' && chosen.doc.entryId === named.person.id)) return undefined;
  const person = searchKnowledge(question, { kinds: ['person'], limit: 4 }).find((h) => h.doc.facet === 'overview' && h.doc.entryId === named.person.id);
  // Another person found first ("who was Yocheved to Miriam" finds Miriam) gives way when the one asked met as much.
  const metMore = person && (chosen.doc.kind === 'person' ? person.coverage >= chosen.coverage : person.coverage > chosen.coverage);
  return person && person.confident && metMore ? person : undefined;
}

/** "Why did Yaakov run away", "how did David beat Goliath": what a person the question names did. */
const ASKS_DEED = /\b(?:why|y|how|when|where|what|wat)\s+(?:did|does|do|was|were|had)\s+(.+)$/i;
const TELLS_OF_PEOPLE: ReadonlySet<DocKind> = new Set(['person', 'story', 'parsha', 'book']);

/**
 * A question about what a person did, answered by an entry that is not about people at all (a word of the
 * question, "away", met another topic's name): the person's story or entry that meets both the person and
 * the deed asked ("run", where the story says Yaakov ran away) answers instead.
 */
function deedAsked(question: string, chosen: KnowledgeHit | undefined): KnowledgeHit | undefined {
  // "What does Levi mean" asks a name's meaning, not a deed.
  if ((chosen && TELLS_OF_PEOPLE.has(chosen.doc.kind)) || ASKS_MEANING.test(question)) return undefined;
  const asked = ASKS_DEED.exec(question);
  const named = asked ? personNamedIn(asked[1]!) : undefined;
  const deed = named?.after[0];
  if (!named || !deed) return undefined;
  const person = termsOf(named.person.name)[0];
  const tells = (h: KnowledgeHit) => TELLS_OF_PEOPLE.has(h.doc.kind) && h.terms.includes(deed) && (h.doc.entryId === named.person.id || (person !== undefined && h.terms.includes(person)));
  return searchKnowledge(question, { limit: 12 }).find(tells);
}

export interface AnswerOptions {
  /** What the tutor already said in this chat: a document whose answer is in it is passed over ("tell me more"). */
  said?: readonly string[];
  /** Kinds of document not to answer from ("tell me more" about Shabbat wants more of Shabbat, not the word). */
  avoid?: readonly DocKind[];
  /** "Tell me more": the best document that met most of the question (the topic) answers, when none answers surely. */
  more?: boolean;
  /** A confident document of the entry with this name answers before the others (a follow-up read with its topic). */
  prefer?: string;
  /** When nothing answers surely, the nearest topic answers (see `nearestTopic`), marked `guessed`. */
  guess?: boolean;
}

/** "How many candles on the 5th night": candles or lights on a night from the first to the eighth are Chanukah's. */
const NTH_NIGHT = String.raw`\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|[1-8](?:st|nd|rd|th))\s+(?:night|nite)\b`;
const LIGHTS = String.raw`\b(?:candles?|lights?|flames?|neiros|nerot)\b`;
/** ... in either order: "and on the fifth night how many candles". */
const NTH_NIGHT_LIGHTS = new RegExp(`${LIGHTS}.*${NTH_NIGHT}|${NTH_NIGHT}.*${LIGHTS}`, 'i');

export function answerQuestion(question: string, now: Date, options: AnswerOptions = {}): KnowledgeAnswer | undefined {
  const found = answerAsked(question, now, options);
  // Named nothing else, the nights' lights are Chanukah's, whatever candles the search found first (Shabbat's).
  if (NTH_NIGHT_LIGHTS.test(question) && found?.doc.entryId !== 'chanukah') {
    const chanukah = answerAsked(`${question} chanukah`, now, options);
    if (chanukah?.doc.entryId === 'chanukah') return chanukah;
  }
  // "Whats the aron kodesh in shul": when the place answered (its entry named whole by the place, not by the
  // thing), the thing asked about answers instead, if it is named whole and is not only a word to translate.
  const asked = found ? thingInPlace(question) : undefined;
  if (!found || !asked || !namedWholeIn(asked.place, found.doc) || namedWholeIn(asked.thing, found.doc)) return found;
  const thing = answerAsked(`what is ${asked.thing}`, now, options);
  // "Who was the king in the purim story" asks for someone: the book of Kings, named whole by "king", is not who.
  const someone = !BEGINS_WHO.test(question) || (thing !== undefined && WHO_KINDS.has(thing.doc.kind));
  return thing && someone && thing.namedWhole && thing.doc.kind !== 'word' && thing.doc.entryId !== found.doc.entryId ? thing : found;
}

/** Whether a text says one of a document's names whole. */
function namedWholeIn(text: string, doc: KnowledgeDoc): boolean {
  const index = knowledgeIndex();
  const said = new Set(termsOf(questionWords(text, index)));
  return (index.nameSegments.get(doc.id) ?? []).some((segment) => segment.every((t) => said.has(t)));
}

/** "Why do we call it the alef bet", "why is it called Devarim": the reason for a name is what the name means. */
const WHY_CALLED = [
  /\b(?:why|y)\s+(?:do|did|does)\s+(?:we|they|people|you|jews|u)\s+call\s+(?:it|him|her|this|them)?\s*(?:the\s+|a\s+)?(.+?)\W*$/i,
  /\b(?:why|y)\s+(?:is|was|are|were)\s+(?:it|he|she|this|they)\s+called\s+(?:the\s+|a\s+)?(.+?)\W*$/i,
];

function answerAsked(question: string, now: Date, options: AnswerOptions): KnowledgeAnswer | undefined {
  const name = WHY_CALLED.map((pattern) => pattern.exec(question)?.[1]).find(Boolean);
  const meaning = name ? answerAsked(`what does ${name} mean`, now, options) : undefined;
  if (meaning?.namedWhole) return meaning;
  const said = options.said ?? [];
  const avoid = options.avoid ?? [];
  // A document already said is passed over, unless this question makes it say something new (a night's Chanukah lights, a plague's place).
  const saidAlready = (doc: KnowledgeDoc) => doc.dynamic === undefined && said.some((s) => s.includes(doc.text)) && !toldFirst(question, doc);
  const hits = searchKnowledge(question, { limit: said.length || avoid.length ? 12 : 6 }).filter((h) => !avoid.includes(h.doc.kind) && !saidAlready(h.doc));
  const written = writtenLetterWithVowel(question);
  if (written) {
    const doc = knowledgeIndex().docs.get(`letter:${written.letterId}:overview`) ?? hits.find((h) => h.doc.kind === 'letter')?.doc ?? hits[0]?.doc;
    if (doc) return { text: written.text, question: 'Can you read the same letter with a different vowel?', doc, hits, namedWhole: true };
  }
  const nameMeant = nameMeaningAsked(question, hits);
  if (nameMeant) return { text: nameMeant.text, question: nameMeant.question, doc: nameMeant, hits, namedWhole: true };
  const translated = avoid.includes('word') ? undefined : wordsAskedFor(question);
  if (translated) return { ...translated, hits, namedWhole: true };
  const parsha = parshaInOrder(question);
  const book = parsha ? undefined : bookInOrder(question);
  const bookDoc = parsha ? knowledgeIndex().docs.get(`parsha:${parsha.id}:overview`) : book ? knowledgeIndex().docs.get(`book:${book.id}:overview`) : undefined;
  if (bookDoc) return { text: bookDoc.text, question: bookDoc.question, doc: bookDoc, hits, namedWhole: true };
  const ofWord = letterOfWord(question);
  const ofWordDoc = ofWord ? knowledgeIndex().docs.get(`letter:${ofWord.letter.id}:overview`) : undefined;
  if (ofWord && ofWordDoc) return { text: `${ofWord.sentence} ${ofWordDoc.text}`, question: ofWordDoc.question, doc: ofWordDoc, hits, namedWhole: true };
  const letter = letterInOrder(question);
  const letterDoc = letter ? knowledgeIndex().docs.get(`letter:${letter.id}:order`) : undefined;
  if (letterDoc) return { text: letterDoc.text, question: letterDoc.question, doc: letterDoc, hits, namedWhole: true };
  // "What letter is after alef" is answered by Bet's place (after Alef, before Gimel), so the chat goes on from Bet;
  // Alef's place is cited too.
  const beside = letterBeside(question);
  const besideDoc = beside ? knowledgeIndex().docs.get(`letter:${beside.letter.id}:order`) : undefined;
  const fromDoc = beside ? knowledgeIndex().docs.get(`letter:${beside.from.id}:order`) : undefined;
  if (besideDoc) return { text: besideDoc.text, question: besideDoc.question, doc: besideDoc, hits, namedWhole: true, ...(fromDoc ? { alsoFrom: [fromDoc] } : {}) };
  const succession = whoCameAfter(question);
  const successor = succession ? knowledgeIndex().docs.get(`person:${succession.person.id}:overview`) : undefined;
  if (succession && successor) {
    // The overview of the person asked for, told first whose place was taken, citing where the Tanakh tells it.
    const doc: KnowledgeDoc = { ...successor, id: `person:${succession.person.id}:follows`, facet: 'follows', text: `${succession.sentence} ${successor.text}`, source: succession.verses };
    return { text: doc.text, question: doc.question, doc, hits, namedWhole: true };
  }
  const combined = letterWithVowel(question);
  if (combined) return { text: combined.text, question: 'Can you read the same letter with a different vowel?', doc: combined.doc, hits, namedWhole: true };
  const known = gematriaOfWord(question, hits) ?? shabbatTimesFor(question, hits) ?? situationTold(question, hits, said) ?? taughtOrSearched(question, hits, said, avoid) ?? adviceFor(question, said) ?? nearestNamed(hits) ?? (options.more ? hits.find((h) => h.coverage >= MORE_COVERAGE) : undefined);
  const guessed = !known && options.guess ? nearestTopic(hits, { asked: termsOf(questionWords(question, knowledgeIndex())), meaningAsked: ASKS_MEANING.test(question), adviceAsked: asksWhatToDo(question) || tellsWhatHappened(question) }) : undefined;
  const chosen = known ?? guessed;
  // A follow-up read with its topic keeps to the topic: an answer that never mentions it gives way to the topic's own entry.
  const prefer = options.prefer?.toLowerCase();
  const aboutTopic = (doc: KnowledgeDoc) => `${doc.names} ${doc.text}`.toLowerCase().includes(prefer ?? '');
  const titledTopic = (doc: KnowledgeDoc) =>
    (doc.about.split('|')[0] ?? '').trim().toLowerCase().replace(/^the /, '') === prefer ? 2 : `${doc.title} ${doc.about}`.toLowerCase().includes(prefer ?? '') ? 1 : 0;
  const preferred =
    prefer && !(chosen && aboutTopic(chosen.doc))
      ? (hits.slice(0, 5).find((h) => h.confident && h.doc.kind !== 'word' && h.doc.names.toLowerCase().split('|').some((n) => n.trim() === prefer)) ??
        // "What animal is it from", of the shofar: an answer that never mentions the topic, nor is named whole in the
        // question, gives way to one that does and meets as much of the question; one that is about the topic (its
        // title or what it is about names it) before one that only mentions it.
        (chosen?.namedInFull ? [] : hits.slice(0, 6))
          .filter((h) => h.doc.kind !== 'word' && aboutTopic(h.doc) && h.coverage >= (chosen?.coverage ?? 0) && h.terms.some((t) => !ASKING_WORDS.has(t)))
          .sort((a, b) => titledTopic(b.doc) - titledTopic(a.doc))[0])
      : undefined;
  const found = preferred ?? personAsked(question, chosen) ?? deedAsked(question, chosen) ?? chosen;
  if (!found) return undefined;
  const top = dateFor(question, personUnlessFamilyAsked(question, familyFor(question, reasonFor(question, found, hits), hits)));
  const rendered = render(top, hits, question, now);
  if (!rendered) return undefined;
  // The entry already said in this chat ("and the last?", after the first plague): only what is new is told.
  const told = top.doc.dynamic === undefined && said.some((s) => s.includes(top.doc.text)) ? toldFirst(question, top.doc) : undefined;
  if (told) rendered.text = told;
  const namedWhole = hits.some((h) => h.namedInFull && h.doc.kind === top.doc.kind && h.doc.entryId === top.doc.entryId);
  return { text: rendered.text, question: rendered.question ?? top.doc.question, doc: top.doc, hits, namedWhole, ...(guessed && found === guessed ? { guessed: true } : {}) };
}


export interface KnowledgeNote {
  title: string;
  text: string;
  source?: string;
  /** Where the note comes from, as a reply built on it cites it (its verse first, then its entry). */
  cites: SourceRef[];
}

/**
 * What the knowledge base knows about a question, for a model's context: the best few documents that
 * met at least half of the question's words, rendered (dates and times computed for `now`).
 */
export function knowledgeNotes(question: string, now: Date, limit = 3): KnowledgeNote[] {
  const answer = answerQuestion(question, now);
  const hits = answer?.hits ?? searchKnowledge(question, { limit: 6 });
  const notes: KnowledgeNote[] = [];
  if (answer) notes.push({ title: answer.doc.title, text: answer.text, ...(answer.doc.source ? { source: answer.doc.source } : {}), cites: [answer.doc, ...(answer.alsoFrom ?? [])].flatMap(docSources) });
  for (const hit of hits) {
    if (notes.length >= limit) break;
    if (hit.doc.id === answer?.doc.id || hit.coverage < 0.5) continue;
    const rendered = render(hit, hits, question, now);
    if (rendered) notes.push({ title: hit.doc.title, text: rendered.text, ...(hit.doc.source ? { source: hit.doc.source } : {}), cites: docSources(hit.doc) });
  }
  return notes;
}
