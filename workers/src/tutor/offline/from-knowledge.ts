/**
 * The knowledge base's answer to the child's last message, read against the conversation so far:
 * - a follow-up ("and on the third night?", "why did he go?", "tell me more") is asked about what the
 *   chat was talking about (the entry the last answer came from), and skips what the tutor already said;
 * - two questions in one message get two answers, the second read against the first
 *   ("who was Moshe's brother and who was his sister?").
 * Each answer keeps the sources of the document it came from.
 */
import { answerQuestion, asksAboutFamily, asksWhatToDo, docSources, knowledgeIndex, termsOf, type DocKind, type KnowledgeAnswer } from '@morah/content';
import type { ChatSource } from '@morah/contracts';
import { comparedIn, eachOf, tellsOfBoth } from './difference';
import { filledFrom } from './elliptical';
import { questionsIn } from './questions-in';
import { soundingLike } from './sounds-like';
import { personMeant } from './who-is-meant';

export interface KnowledgeReply {
  answer: string;
  question: string;
  sources: ChatSource[];
  /** Retrieval was sure of nothing: the last answer is the nearest topic, by this name, and the reply checks back. */
  guessedTopic?: string;
}

/** What a question leans on the chat for: he, she, it, them... */
const POINTS_BACK = /\b(?:he|she|it|its|his|her|him|they|them|their|that|this|there|then)\b/i;
/** ... or "and ..." / "what about ...", which a question that names its subject whole does not need. */
const GOES_ON = /^\s*(?:and|but|also|what about|how about|so)\b/i;
/** A question about a word: what it means, or how to say something. */
const ASKS_A_WORD = /\b(?:mean|means|meaning|english|hebrew|say|called)\b/i;
/** "What does the name mean", "what does its name mean", "whats the meaning of that": a meaning asked of what was just said. */
const MEANING_OF_IT = /^\W*(?:and\s+|so\s+)?(?:(?:what|wat|wut)\s*(?:does|dose|do|is|'s|s)?\s+(?:the|its|it's|it|that|this|his|her|their)\s+(?:(?:name|word)\s+)?(?:mean|means|meen|meaning)|(?:what|wat|wut)\s*(?:is|'s|s)?\s+the\s+meaning\s+of\s+(?:the\s+name|its\s+name|it|that|this|the\s+word|his\s+name|her\s+name))\W*$/i;
/** "What comes next", "and the next one?", "which is before it", "what letter is after that": the neighbour of what the chat is about, in its order. */
const NEIGHBOUR = /^\W*(?:and\s+|so\s+)?(?:(?:what|wat|which|wich)\s*(?:(?:letter|leter|book|parsha|parasha)\s+)?(?:comes?|is|'s|s|one is|one comes)?\s+)?(?:the\s+)?(next|after (?:it|that|this)|before (?:it|that|this)|one (?:after|before) (?:it|that|this)|(?:one )?before)(?:\s+one)?\W*$/i;
/** The kinds of entry that stand in an order, by the word that asks for one of them. */
const ORDERED_KINDS: Partial<Record<DocKind, string>> = { letter: 'letter', book: 'book', parsha: 'parsha' };
const WHY = termsOf('why')[0]!;
/** "Y?", "y do we ...": a "y" that opens a question asks why (not "the y sound", "y is a letter"). */
const Y_FIRST = /^(\W*)y(?=\W*$|\s+(?!sound|letter|is\b)\p{L})/iu;
/** A second question that is only "and" and a phrase ("and on grapes", "and for dog"): the phrase asked of. */
const AND_A_PHRASE = /^\s*(?:and|&)\s+(?:on|for|in|at|with|about|of|from|after|before|during)\s+(.+)$/i;
const ASKS_WHO = /\b(?:who|whom|whos|hoo)\b/i;
/** A short follow-up: "why?", "tell me more", "how many?". */
const SHORT = 4;
/** How many of the child's earlier messages are read to know what the chat is about. */
const CONTEXT_TURNS = 3;

interface Context {
  /** The entry the chat is about, by its first name ("Chanukah", "Moshe"). */
  topic?: string | undefined;
  /** The thing of that entry the last answer told about, by its title ("Chanukah: The dreidel (sevivon)"). */
  thing?: string | undefined;
  /** That entry, as `<kind>:<entry id>`, and its kind. */
  topicEntry?: string | undefined;
  topicKind?: DocKind | undefined;
  /** The question before named the topic ("how many days is pesach"), not only told what it is ("the first book"). */
  topicNamed?: boolean | undefined;
  /** The question asked just before. */
  previous?: string | undefined;
  /** What the topic's entry answered it with. */
  answer?: string | undefined;
}

/** "Tell me more", "what else?", "and?": no word that names anything. */
const askingNothingNew = (question: string) => termsOf(question).every((t) => MORE_WORDS.has(t));
const MORE_WORDS = new Set(['more', 'els', 'else', 'again', 'continu', 'continue', 'go', 'on', 'next', 'vhy']);
/** "Why?", "when?", "who?", "how many?": only a question word, which names nothing either. */
const ASKING_ONLY = new Set([...MORE_WORDS, 'vhen', 'vho', 'vhere', 'vhat', 'vhich', ...termsOf('many much long old')]);
/** What "what should I do now?" says beyond asking. */
const DOING = new Set(['do', 'nov', 'sei', 'fix']);
const asksOnly = (question: string) => termsOf(question).every((t) => ASKING_ONLY.has(t));

const topicOf = (found: KnowledgeAnswer) => found.doc.names.split('|')[0]!.trim();
const entryOf = (found: KnowledgeAnswer) => `${found.doc.kind}:${found.doc.entryId}`;
const named = (found: KnowledgeAnswer) => found.namedWhole || found.hits.some((h) => h.doc.id === found.doc.id && h.namedInQuestion);
function setTopic(context: Context, found: KnowledgeAnswer): void {
  context.answer = found.text;
  context.topic = topicOf(found);
  context.thing = found.doc.thing ? found.doc.title : undefined;
  context.topicEntry = entryOf(found);
  context.topicKind = found.doc.kind;
  context.topicNamed = named(found);
}

/**
 * One question, read alone when it names what it asks about, else with the chat's topic, else with the
 * question before. What the tutor already said is passed over only when the question brings nothing of
 * its own ("tell me more", "what else?"): a question that asks something answers it, said or not. What
 * this message's other questions were answered with is passed over always. `filled`: the question was
 * filled in from the one before (`filledFrom`), so it says whole what it asks.
 */
function answerOne(asked: string, context: Context, now: Date, alreadySaid: readonly string[], answeredHere: readonly string[] = [], filled = false): KnowledgeAnswer | undefined {
  const question = asked.replace(Y_FIRST, '$1why');
  // "What does the name mean?", "what does it mean?": the meaning of the name the chat is about (Devarim, "words").
  const meaning = context.topic && MEANING_OF_IT.test(question) ? answerQuestion(`what does ${context.topic} mean`, now, { said: answeredHere }) : undefined;
  // Only an answer that tells a meaning: a person's story ("who was Yitzchak" again) is not what the name means.
  if (meaning && /\b(?:means?|meaning|named?)\b/i.test(meaning.text)) return meaning;
  // "What comes next?", "and the one before it?" after a letter, a book or a parsha: its neighbour in the order.
  const neighbour = NEIGHBOUR.exec(question);
  const kind = context.topicKind && ORDERED_KINDS[context.topicKind];
  const next = neighbour && kind && context.topic ? answerQuestion(`what ${kind} comes ${/^b/i.test(neighbour[1] ?? '') ? 'before' : 'after'} ${context.topic}`, now, { said: answeredHere }) : undefined;
  if (next && next.doc.kind === context.topicKind) return next;
  const more = askingNothingNew(question);
  // "Tell me more" about a holiday: the next of its main parts the chat has not heard (its story, its reason...).
  const untold = more && context.topicEntry && !context.thing ? untoldPartOf(context.topicEntry, [...alreadySaid, ...answeredHere]) : undefined;
  if (untold) return untold;
  const said = more ? [...alreadySaid, ...answeredHere] : answeredHere;
  // "Tell me more" about Shabbat wants more of Shabbat, not what the word means.
  const avoid: readonly DocKind[] = more && context.topicKind !== undefined && context.topicKind !== 'word' ? ['word'] : [];
  const alone = answerQuestion(question, now, { said, avoid, more });
  // A new question that names what it asks about whole ("what is a sheva", "and how do you say please") is
  // read alone, however short; one that points back (he, its) or is short and names nothing is read with
  // the topic; one that names something only in part ("how many candles on the 4th night", after Chanukah)
  // is the topic's when the topic's entry answers it.
  const pointsBack = POINTS_BACK.test(question);
  const bare = asksOnly(question);
  // "And on potatoes?", filled in from "what bracha on apples": a whole question with a subject of its own, read alone when retrieval is sure of it.
  if (filled && alone && sure(alone) && !pointsBack && !bare) return alone;
  // "And his brother?" after Rachel's husband: the man just named, not Rachel.
  const { topicEntry, previous, answer } = context;
  const meant = pointsBack && context.topicKind === 'person' && topicEntry && previous && answer ? personMeant(question, { topicEntry, previous, answer }) : undefined;
  // "What letters are on it", "why do we eat them": of the dreidel or the latkes just told about, not all of Chanukah.
  const topic = meant ?? ((pointsBack && context.thing) || context.topic);
  const leans = pointsBack || bare || GOES_ON.test(question) || (question.split(/\s+/).length <= SHORT && !(alone && named(alone)));
  // "Why?" names nothing, however well a "why" entry matches the word alone: it asks about the topic.
  // The second question of one message that asks something whole of its own ("... and what's the bracha on
  // potatoes") is its own question, not the first one's.
  // So is a follow-up that goes on from the question before ("and what do we read?", after Purim's foods).
  const together = () => (answeredHere.length > 0 || GOES_ON.test(question)) && sameEntryTogether(question, alone!, context, now, [...alreadySaid, ...answeredHere]);
  if (alone && (!topic || (alone.namedWhole && !pointsBack && !bare && !together()))) return alone;
  // Read with the chat, a question asks something new about its topic: what was said already is passed over.
  const saidInChat = [...alreadySaid, ...answeredHere];
  // Read with a topic that is not a word, a question wants the topic, not what a word means ("why do people kiss it", of a mezuzah).
  const topicAvoid: readonly DocKind[] = context.topicKind !== undefined && context.topicKind !== 'word' && !ASKS_A_WORD.test(question) ? ['word'] : avoid;
  // "Whats inside?", of the mezuzah just told about: a short question whose words name nothing whole asks about the topic
  // when the topic's own entry surely meets every word of its own (one not yet told first; else the one heard, in part).
  // A "why" so asked ("why do we rest", of Shabbat's customs) wants the topic's reason, not a custom that says the word.
  const ownWords = termsOf(question).filter((t) => !ASKING_ONLY.has(t) && !DOING.has(t));
  const wantsReason = termsOf(question).includes(WHY);
  if (topic && !alone?.namedWhole && answeredHere.length === 0 && ownWords.length > 0 && question.split(/\s+/).length <= SHORT) {
    const ofTopic = (said: readonly string[]) => {
      const found = answerQuestion(`${question} ${topic}`, now, { said, avoid: topicAvoid, prefer: topic });
      const fits = found && entryOf(found) === context.topicEntry && sure(found) && (!wantsReason || found.doc.facet === 'why');
      return fits && ownWords.every((t) => metOf(found).includes(t)) ? found : undefined;
    };
    const found = ofTopic(saidInChat) ?? ofTopic([]);
    if (found) return found;
  }
  // A question that points back ("why was she brave", of Esther) is about the topic: the topic's own entry answers first.
  const withTopic = topic ? answerQuestion(`${question} ${topic}`, now, { said: saidInChat, avoid: topicAvoid, more, ...(pointsBack ? { prefer: topic } : {}) }) : undefined;
  // The second question of a message whose first named its topic ("how many days is pesach, what cant we eat",
  // "what do we light on shabbos what do we drink") asks about that topic unless it names its own whole: read
  // with the topic, when that is sure and meets the second question's own words.
  if (answeredHere.length > 0 && context.topicNamed && !alone?.namedWhole && withTopic && sure(withTopic) && meetsOwnWords(question, withTopic)) return withTopic;
  if (alone && answeredHere.length > 0 && !leans && surelyMet(alone) && !together()) return alone;
  // "What should I do?" after the child told what happened asks about that: a situation not yet answered
  // fits it, or else none does (and a caring teacher's general advice answers).
  if (asksWhatToDo(question) && termsOf(question).every((t) => ASKING_ONLY.has(t) || DOING.has(t))) {
    const situation = context.previous ? answerQuestion(`${question} ${context.previous}`, now, { said: saidInChat }) : undefined;
    return situation?.doc.kind === 'advice' ? situation : undefined;
  }
  // ... unless retrieval is not sure of it and is sure of the question read with the topic ("why did hashem make the flood", of Noach).
  const topicSurer = withTopic && sure(withTopic) && !sure(alone ?? withTopic);
  // ... or the question names a thing of the topic's own story ("what happened with the fish", of Yonah): read with
  // the topic, an entry that speaks of it surely meets every word the question's own answer meets.
  const ofTheStory = () => withTopic && alone && sure(withTopic) && speaksOf(withTopic.doc, topic!) && !speaksOf(alone.doc, topic!) && metOf(alone).every((t) => metOf(withTopic).includes(t));
  if (alone && named(alone) && !leans && !(withTopic && (entryOf(withTopic) === context.topicEntry || topicSurer || ofTheStory()))) return alone;
  // The new question first: what it asks leads ("what is the last" after "the first book of the torah").
  const withPrevious = () => (context.previous ? answerQuestion(`${question} ${context.previous}`, now, { said: saidInChat, avoid: topicAvoid }) : undefined);
  // The second question of one message that names nothing of its own is read with the first.
  // (Read with the first, it may find the first's answer again: then it is read with the topic instead.)
  if (answeredHere.length > 0 && !(alone && named(alone))) {
    const read = withPrevious();
    if (read && !answeredHere.some((s) => s.includes(read.text))) return read;
  }
  // "How many?", "when?" alone, after an answer: asked of that answer's question, even when that answer was heard
  // (its part that meets the question is given again); never of what the bare words meet alone ("how many" is not one God).
  const ofAnswer = () => (bare && !more && context.previous ? answerQuestion(`${question} ${context.previous}`, now, { said: answeredHere, avoid: topicAvoid }) : undefined);
  const read = withTopic ?? withPrevious() ?? ofAnswer() ?? (alone && !bare && !topicAvoid.includes(alone.doc.kind) ? alone : undefined);
  // "What did she do at the sea", of Miriam just described: the topic read without passing over what the
  // chat already heard, when that meets the question clearly better than what is new; an answer already
  // heard gives only its sentences that meet the question (see `sentencesAbout`).
  if (more || !topic || saidInChat.length === 0) return read;
  const heard = answerQuestion(`${question} ${topic}`, now, { said: answeredHere, avoid: topicAvoid, ...(pointsBack ? { prefer: topic } : {}) });
  if (!heard) return read;
  const coverage = (doc: KnowledgeAnswer['doc'] | undefined) => heard.hits.find((h) => h.doc.id === doc?.id)?.coverage ?? 0;
  // "What did she pray for", of Chana: a question that points back at the person the chat is about asks about them.
  // An answer from an entry that is not theirs (the daily prayers, which mention her; the fast named after Esther, for
  // "what did she do") gives way to one of theirs not yet told (her story) that meets the question's own words as
  // well, surely; else to what was already said of them, in part.
  const own = termsOf(question).filter((t) => !ASKING_ONLY.has(t));
  const ownMet = (doc: KnowledgeAnswer['doc'] | undefined, words = own) => (words.length === 0 ? 0 : words.filter((t) => heard.hits.find((h) => h.doc.id === doc?.id)?.terms.includes(t)).length / words.length);
  // Another person's own entry (Shmuel's, which tells of the boy he anointed) is theirs, not "his" of the chat,
  // unless the question asks who ("who was king after him").
  const anotherPerson = (doc: KnowledgeAnswer['doc']) => !ASKS_WHO.test(question) && doc.kind === 'person' && !doc.names.toLowerCase().split('|').some((n) => n.trim() === topic.toLowerCase());
  if (pointsBack && context.topicKind === 'person' && read && (!aboutPerson(read.doc, topic) || anotherPerson(read.doc))) {
    const deeds = own.filter((t) => !DOING.has(t));
    const theirs = heard.hits.find((h) => h.confident && aboutPerson(h.doc, topic) && !anotherPerson(h.doc) && h.doc.dynamic === undefined && !saidInChat.some((s) => s.includes(h.doc.text)) && ownMet(h.doc, deeds) >= ownMet(read.doc, deeds));
    if (theirs) return { text: theirs.doc.text, question: theirs.doc.question, doc: theirs.doc, hits: heard.hits, namedWhole: true };
    if (aboutPerson(heard.doc, topic) && sure(heard)) return heard;
  }
  // "And their son?", of Avraham whose family the chat heard: the family, in its part that meets the question.
  if (context.topicKind === 'person' && asksAboutFamily(question) && heard.doc.facet === 'family' && entryOf(heard) === context.topicEntry && sure(heard)) return heard;
  // "Where did he take the jews", of Moshe; "what are the 3 things we use", of Havdalah: a follow-up that names
  // nothing whole of its own is answered from an entry that speaks of the topic and meets a word of the question's own (one
  // sure and not yet told first), not from one that only shares a word with it (the lulav we "take", Ashrei said
  // three times a day).
  if (read && !(alone && named(alone)) && !speaksOf(read.doc, topic)) {
    const deeds = own.filter((t) => !DOING.has(t));
    const speaking = heard.hits.filter((h) => speaksOf(h.doc, topic) && h.doc.dynamic === undefined && ownMet(h.doc, deeds) > 0);
    const untold = (h: (typeof speaking)[number]) => !saidInChat.some((s) => s.includes(h.doc.text));
    const of = speaking.find((h) => h.confident && untold(h)) ?? speaking.find((h) => h.confident) ?? speaking.find(untold);
    if (of) return { text: of.doc.text, question: of.doc.question, doc: of.doc, hits: heard.hits, namedWhole: true };
  }
  if (heard.doc.id === read?.doc.id) return read;
  if (coverage(heard.doc) >= coverage(read?.doc) + CLEARLY_BETTER) return heard;
  // Of a holiday's thing just described, the follow-up's own words, not the topic's, say what it asks ("what
  // letters are on it", of the dreidel: the dreidel's letters, not more of Chanukah that names the dreidel too).
  if (heard.doc.thing && ownMet(heard.doc) >= ownMet(read?.doc) + CLEARLY_BETTER) return heard;
  // The topic's own entry, when it is what the search met best ("how old was she when she had a baby", of Sarah).
  const [best] = heard.hits;
  const ofTopic = best && `${best.doc.kind}:${best.doc.entryId}` === context.topicEntry && best.doc.dynamic === undefined;
  return ofTopic && best.doc.id !== read?.doc.id && best.coverage >= coverage(read?.doc) + CLEARLY_BETTER
    ? { text: best.doc.text, question: best.doc.question, doc: best.doc, hits: heard.hits, namedWhole: true }
    : read;
}
/** The parts of an entry that tell more of it, in the order "tell me more" gives them; a date, a greeting or a length is a detail. */
const MORE_PARTS = ['overview', 'story', 'why', 'customs', 'foods', 'reading'] as const;
/** The first of an entry's main parts (`MORE_PARTS`) that the chat has not heard; undefined when it heard them all. */
function untoldPartOf(entry: string, said: readonly string[]): KnowledgeAnswer | undefined {
  const docs = knowledgeIndex().docs;
  const doc = MORE_PARTS.map((part) => docs.get(`${entry}:${part}`)).find((d) => d !== undefined && d.dynamic === undefined && !said.some((s) => s.includes(d.text)));
  return doc ? { text: doc.text, question: doc.question, doc, hits: [], namedWhole: true } : undefined;
}
/**
 * "When is tisha bav and why do we fast": a second question that names its subject only by a word many
 * entries share ("fast"), or by one word alone ("read"), asks about the first
 * question's entry when the two read together are surely answered by that entry.
 */
function sameEntryTogether(question: string, alone: KnowledgeAnswer, context: Context, now: Date, said: readonly string[]): boolean {
  if (!context.previous || !context.topicEntry) return false;
  // "What do we eat on purim and what do we read": one word beyond the asking asks it of the first
  // question's entry when that entry surely answers it.
  const own = termsOf(question).filter((t) => !ASKING_ONLY.has(t) && !DOING.has(t));
  if (own.length === 1 && context.topic) {
    const withTopic = answerQuestion(`${question} ${context.topic}`, now, { said });
    // ... and its answer meets that word ("when is pesach", after Purim, is not met by Purim's date).
    const meets = withTopic?.hits.find((h) => h.doc.id === withTopic.doc.id)?.terms.includes(own[0]!) ?? false;
    if (withTopic && meets && entryOf(withTopic) === context.topicEntry && sure(withTopic)) return true;
  }
  if (alone.namedWhole) return false;
  const together = answerQuestion(`${question} ${context.previous}`, now, { said });
  return together !== undefined && entryOf(together) === context.topicEntry && sure(together);
}
/** The answer met a word of the question beyond its asking ("drink", of "what do we drink"). */
function meetsOwnWords(question: string, found: KnowledgeAnswer): boolean {
  const met = metOf(found);
  return termsOf(question).some((t) => !ASKING_ONLY.has(t) && !DOING.has(t) && met.includes(t));
}
/**
 * Whether a document is about a person by its title, what it is about or its names ("Chana's prayer", of Chana;
 * the twelve tribes, "Yaakov's sons"). A day named after them (Ta'anit Esther, "what did she do") is not.
 */
const aboutPerson = (doc: KnowledgeAnswer['doc'], person: string) => doc.kind !== 'holiday' && `${doc.title}|${doc.about}|${doc.names}`.toLowerCase().includes(person.toLowerCase());
/** Whether a document speaks of a topic anywhere: its title, names, what it is about or its text. */
const speaksOf = (doc: KnowledgeAnswer['doc'], topic: string) => `${doc.title}|${doc.about}|${doc.names}|${doc.text}`.toLowerCase().includes(topic.toLowerCase());
/** The words of the question the answer's document met. */
const metOf = (found: KnowledgeAnswer) => found.hits.find((h) => h.doc.id === found.doc.id)?.terms ?? [];
/** How much more of a question an answer already heard must meet to be given again, in part. */
const CLEARLY_BETTER = 0.2;
/** Retrieval is sure of the document that answered. */
const sure = (found: KnowledgeAnswer) => found.hits.some((h) => h.doc.id === found.doc.id && h.confident);
/** Retrieval met the whole question and is sure of it. */
const surelyMet = (found: KnowledgeAnswer) => found.hits.some((h) => h.doc.id === found.doc.id && h.confident && h.coverage >= 0.9);

/** What the chat is about before the last message: each earlier question read in turn, as it was answered. */
function contextBefore(earlier: readonly string[], now: Date): Context {
  const context: Context = {};
  for (const asked of earlier.slice(-CONTEXT_TURNS)) {
    const filled = filledFrom(asked, context.previous);
    const message = filled ?? asked;
    const found = answerOne(message, context, now, [], [], filled !== undefined);
    if (found) setTopic(context, found);
    context.previous = message;
  }
  return context;
}

/**
 * The answer from the knowledge base to the last of `asked` (the child's messages, oldest first, greetings
 * taken off), or undefined when it does not know. `said` is what the tutor said earlier in the chat.
 */
export function fromKnowledge(asked: readonly string[], now: Date, said: readonly string[]): KnowledgeReply | undefined {
  const context = contextBefore(asked.slice(0, -1), now);
  const message = asked.at(-1) ?? '';
  const answers: KnowledgeAnswer[] = [];
  const parts = questionsIn(message).flatMap((part) => askedOfEach(part, context, now, said));
  for (const [i, written] of parts.entries()) {
    // "And the last one?" asks the question before again, with the part it changed; so does the second
    // question of a message after a question about a word ("what is one in hebrew and whats two").
    const joined = i > 0 && ASKS_A_WORD.test(context.previous ?? '');
    const filled = filledFrom(written, context.previous, joined);
    const part = filled ?? written;
    // "What bracha on apples and on grapes": the answer just given names grapes too (Ha'etz), and answers both.
    const phrase = i > 0 ? AND_A_PHRASE.exec(written)?.[1] : undefined;
    const phraseTerms = phrase ? termsOf(phrase) : [];
    if (phraseTerms.length > 0 && answers.some((a) => phraseTerms.every((t) => termsOf(a.text).includes(t)))) continue;
    // What was said already is passed over, unless nothing else answers (a question asked again).
    // "Who split the see": a word written for another that sounds the same is read as that word when nothing
    // answers the question as written.
    const sounded = soundingLike(part);
    const first =
      answerOne(part, context, now, said, answers.map((a) => a.text), filled !== undefined) ??
      answerOne(part, context, now, []) ??
      (sounded === undefined ? undefined : answerOne(sounded, context, now, said, answers.map((a) => a.text))) ??
      nearestFor(part, context, now, answers.map((a) => a.text));
    // An answer the chat already heard gives only its part that meets the new question.
    const found = first && said.some((s) => s.includes(first.text)) ? { ...first, text: partAbout(part, first) } : first;
    if (found && !answers.some((a) => a.text === found.text)) answers.push(found);
    if (found) setTopic(context, found);
    context.previous = part;
  }
  if (answers.length === 0) return undefined;
  const sources = dedupe(answers.flatMap((a) => [a.doc, ...(a.alsoFrom ?? [])].flatMap(docSources)));
  const last = answers.at(-1)!;
  return { answer: answers.map((a) => a.text).join('\n\n'), question: last.question, sources, ...(last.guessed ? { guessedTopic: topicOf(last) } : {}) };
}

/**
 * A comparison ("whats the difference between boker tov and laila tov") is one question when one entry tells
 * of both things; otherwise it asks about each of them in turn.
 */
function askedOfEach(part: string, context: Context, now: Date, said: readonly string[]): string[] {
  const compared = comparedIn(part);
  if (!compared) return [part];
  const whole = answerOne(part, context, now, said);
  return whole && tellsOfBoth(whole.text, compared) ? [part] : eachOf(compared);
}

/**
 * When retrieval is sure of nothing, the topic the question is nearest to (`nearestTopic`): read with the
 * chat's topic first when the question leans on it ("what animal is it from", of the shofar), then alone.
 */
function nearestFor(question: string, context: Context, now: Date, answeredHere: readonly string[]): KnowledgeAnswer | undefined {
  const leans = POINTS_BACK.test(question) || GOES_ON.test(question) || question.split(/\s+/).length <= SHORT;
  const withTopic = context.topic && leans ? answerQuestion(`${question} ${context.topic}`, now, { said: answeredHere, guess: true, prefer: context.topic }) : undefined;
  return withTopic ?? answerQuestion(question, now, { said: answeredHere, guess: true });
}

/**
 * The part of an answer already heard that meets a new question, named by where it comes from when it is
 * only a part ("About Parashat Noach: Later people build the Tower of Bavel."), so the child hears what it
 * belongs to and not a sentence cut from the middle.
 */
function partAbout(question: string, found: KnowledgeAnswer): string {
  // "Why do we fast", of Tish'a B'Av: a reason is given whole, not only its sentence that says "fast".
  const part = found.doc.facet === 'why' && termsOf(question).includes(WHY) ? found.text : sentencesAbout(question, found.text);
  // A holiday's thing already says which holiday it belongs to.
  return part === found.text || found.doc.thing ? part : `${found.doc.facet === 'overview' ? 'About ' : ''}${found.doc.title}: ${part}`;
}

/**
 * What an answer already given says about a new question ("why do people kiss it", of the mezuzah just
 * described): its sentences that meet the question's words, so the chat hears the part asked, not the
 * same text again; the whole text when no sentence does.
 */
/** "Why do we sit in it": a "do" before who does it only asks, and meets no sentence ("we do not have to stay"). */
const AUXILIARY_DO = /\b(?:do|does|did)\s+(?=(?:we|you|u|i|they|people|jews|jewish|kids|children)\b)/gi;

function sentencesAbout(question: string, text: string): string {
  const asked = new Set(termsOf(question.replace(AUXILIARY_DO, '')));
  const sentences = text.match(/[^.!?]+[.!?]+["”)]?/g) ?? [text];
  const meeting = sentences.filter((sentence) => termsOf(sentence).some((t) => asked.has(t)));
  return meeting.length > 0 && meeting.length < sentences.length ? meeting.map((m) => m.trim()).join(' ') : text;
}

function dedupe(sources: readonly ChatSource[]): ChatSource[] {
  return sources.filter((s, i) => sources.findIndex((t) => t.kind === s.kind && t.ref === s.ref) === i);
}

