/**
 * The offline tutor's reply: the knowledge base answers (retrieval picks the entry, the entry or @hebcal
 * gives the facts), read against the conversation so far, then exactly one guiding question for the
 * child, with the sources the answer came from. When nothing fits, it says so honestly and names who
 * could help; a flagged message gets care first, whatever it asked. A wording the chat already had is
 * not said again.
 */
import { asksForAVerse, asksWhatToDo, tellsWhatHappened, verseAnswer, type FoundVerse } from '@morah/content';
import type { ChatSource } from '@morah/contracts';
import { safeFirstName } from '../system-prompt';
import type { TutorRequest, VerseFocus } from '../tutor-model';
import { caringReply } from './caring';
import { smallTalkIn, withoutLeadingGreeting } from './conversation';
import { fromKnowledge } from './from-knowledge';
import { CHECK_BACK, fresh, GENERAL_ADVICE, GREETINGS, THANKS_REPLIES, UNSURE_REPLIES, VERSE_QUESTIONS } from './wordings';
import { verseInsight } from './verse-insight';

export const TOPICS = "Hebrew letters and vowels, Hebrew words, the parsha, the holidays and Shabbat, the people of the Torah, and blessings and prayers";

interface Reply {
  answer: string;
  question: string;
  sources: ChatSource[];
}

/** The offline tutor's whole answer: its text (answer, then one question) and where it comes from. */
export interface TutorAnswer {
  text: string;
  sources: ChatSource[];
}

export function lastStudentMessage(request: TutorRequest): string {
  return studentMessages(request).at(-1) ?? '';
}

function studentMessages(request: TutorRequest): string[] {
  return request.turns.filter((t) => t.role === 'student').map((t) => t.content);
}

const verseSource = (verse: Pick<FoundVerse, 'book' | 'chapter' | 'verse'>): ChatSource => {
  const ref = `${verse.book} ${verse.chapter}:${verse.verse}`;
  return { kind: 'verse', ref, label: ref };
};
const focusSource = (verse: VerseFocus): ChatSource => ({ kind: 'verse', ref: verse.ref, label: verse.ref });

function replyFor(request: TutorRequest, name: string, said: readonly string[]): Reply {
  const message = lastStudentMessage(request);
  const talk = smallTalkIn(message);
  if (talk === 'greeting') return { ...fresh(GREETINGS, said, name, TOPICS), sources: [] };
  if (talk === 'thanks') return { ...fresh(THANKS_REPLIES, said, name, TOPICS), sources: [] };
  // A verse the child named or asked for comes first; otherwise a verse found by its words answers only
  // when the knowledge base has no answer.
  const [verse] = request.verses ?? [];
  const verseReply = (v: FoundVerse): Reply => ({ answer: verseAnswer(v), question: fresh(VERSE_QUESTIONS, said, name, TOPICS).question, sources: [verseSource(v)] });
  if (verse && (verse.named || asksForAVerse(message))) return verseReply(verse);
  const asked = studentMessages(request).map(withoutLeadingGreeting);
  const known = fromKnowledge(asked, request.now, said);
  if (known && known.guessedTopic === undefined) return known;
  if (verse) return verseReply(verse);
  // A child asking what to do, or telling what happened to them, always hears a caring teacher, never "I'm not sure".
  if (asksWhatToDo(message) || tellsWhatHappened(message)) return { ...fresh(GENERAL_ADVICE, said, name, TOPICS), sources: [] };
  // Retrieval was sure of nothing, but the question is near a topic Morah teaches: that topic, with its source, and a check back.
  if (known?.guessedTopic !== undefined) return { ...known, question: fresh(CHECK_BACK, said, name, known.guessedTopic).question };
  return { ...fresh(UNSURE_REPLIES, said, name, TOPICS), sources: [] };
}

export function answerFor(request: TutorRequest): TutorAnswer {
  const name = safeFirstName(request.studentFirstName);
  const message = lastStudentMessage(request);
  const said = request.turns.filter((t) => t.role === 'tutor').map((t) => t.content);
  const reply: Reply = request.flagged
    ? { ...caringReply(studentMessages(request).slice(-5), name, request.messageId ?? message, said), sources: [] }
    : request.verse
      ? { ...verseInsight(request.verse, name), sources: [focusSource(request.verse)] }
      : replyFor(request, name, said);
  return { text: `${reply.answer}\n\n${reply.question}`, sources: reply.sources };
}
