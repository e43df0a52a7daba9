/**
 * The offline tutor's reply: the knowledge base answers (retrieval picks the entry, the entry or @hebcal
 * gives the facts), then exactly one guiding question for the child. When nothing fits, it says so
 * honestly and names who could help; a flagged message gets care first, whatever it asked.
 */
import { answerQuestion, asksForAVerse, verseAnswer } from '@morah/content';
import { safeFirstName } from '../system-prompt';
import type { TutorRequest } from '../tutor-model';
import { caringReply } from './caring';
import { smallTalkIn, withoutLeadingGreeting } from './conversation';
import { verseInsight } from './verse-insight';

export const TOPICS = "Hebrew letters and vowels, Hebrew words, the parsha, the holidays and Shabbat, the people of the Torah, and blessings and prayers";

interface Reply {
  answer: string;
  question: string;
}

export function lastStudentMessage(request: TutorRequest): string {
  return studentMessages(request).at(-1) ?? '';
}

function studentMessages(request: TutorRequest): string[] {
  return request.turns.filter((t) => t.role === 'student').map((t) => t.content);
}

/** A question to the knowledge base, then, for a short follow-up ("and why?"), with the one before it. */
function fromKnowledge(request: TutorRequest): Reply | undefined {
  const asked = studentMessages(request).map(withoutLeadingGreeting);
  const question = asked.at(-1) ?? '';
  const previous = asked.at(-2);
  const found = answerQuestion(question, request.now) ?? (previous && question.split(/\s+/).length <= 8 ? answerQuestion(`${previous} ${question}`, request.now) : undefined);
  return found ? { answer: found.text, question: found.question } : undefined;
}

const VERSE_QUESTION = 'What do you think this verse teaches us?';

function replyFor(request: TutorRequest, name: string): Reply {
  const message = lastStudentMessage(request);
  const talk = smallTalkIn(message);
  if (talk === 'greeting') return { answer: `Shalom, ${name}! I'm Morah AI. I can help you with ${TOPICS}.`, question: 'What would you like to learn about today?' };
  if (talk === 'thanks') return { answer: `You're welcome, ${name}! I love learning with you.`, question: 'What would you like to explore next?' };
  // A verse the child named or asked for comes first; otherwise a verse found by its words answers only
  // when the knowledge base has no answer.
  const [verse] = request.verses ?? [];
  if (verse && (verse.named || asksForAVerse(message))) return { answer: verseAnswer(verse), question: VERSE_QUESTION };
  return (
    fromKnowledge(request) ??
    (verse ? { answer: verseAnswer(verse), question: VERSE_QUESTION } : undefined) ?? {
      answer: `I'm not sure about that one, ${name}, and I don't want to guess. Your teacher, a parent or a rabbi would be a great person to ask. I can help with ${TOPICS}.`,
      question: 'Which of those would you like to explore?',
    }
  );
}

export function answerFor(request: TutorRequest): string {
  const name = safeFirstName(request.studentFirstName);
  const message = lastStudentMessage(request);
  const earlierReplies = request.turns.filter((t) => t.role === 'tutor').map((t) => t.content);
  const reply = request.flagged
    ? caringReply(studentMessages(request).slice(-5), name, request.messageId ?? message, earlierReplies)
    : request.verse
      ? verseInsight(request.verse, name)
      : replyFor(request, name);
  return `${reply.answer}\n\n${reply.question}`;
}
