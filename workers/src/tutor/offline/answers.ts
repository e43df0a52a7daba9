/**
 * From a matched intent to the full answer: the knowledge module's text, then exactly one guiding
 * question for the child (the Socratic habit every Morah answer keeps).
 */
import { safeFirstName } from '../system-prompt';
import type { TutorRequest } from '../tutor-model';
import { alphabetAnswer, gematriaWordAnswer, letterAnswer, letterQuestion } from './alphabet';
import {
  HEBREW_DATE_QUESTION,
  hebrewDateAnswer,
  holidayAnswer,
  holidayQuestion,
  nextHolidayAnswer,
  parshaAnswer,
  parshaQuestion,
} from './calendar-answers';
import { caringReply } from './caring';
import { matchIntent, type Intent } from './intent';

export const TOPICS = "the Hebrew letters and their sounds, gematria, this week's parsha, when the holidays are, and blessings and customs";

interface Reply {
  answer: string;
  question: string;
}

function replyFor(intent: Intent, now: Date, name: string): Reply {
  switch (intent.kind) {
    case 'greeting':
      return { answer: `Shalom, ${name}! I'm Morah AI. I can help you with ${TOPICS}.`, question: 'What would you like to learn about today?' };
    case 'thanks':
      return { answer: `You're welcome, ${name}! I love learning with you.`, question: 'What would you like to explore next?' };
    case 'alphabet':
      return { answer: alphabetAnswer(), question: 'Which letter would you like to learn about first?' };
    case 'letter':
      return { answer: letterAnswer(intent.letter), question: letterQuestion(intent.letter) };
    case 'gematria-word':
      return { answer: gematriaWordAnswer(intent.word), question: 'Can you find a word whose letters add up to more than 100?' };
    case 'parsha':
      return { answer: parshaAnswer(now), question: parshaQuestion(now) };
    case 'hebrew-date':
      return { answer: hebrewDateAnswer(now), question: HEBREW_DATE_QUESTION };
    case 'holiday':
      return { answer: holidayAnswer(intent.key, now), question: holidayQuestion(intent.key) };
    case 'next-holiday': {
      const next = nextHolidayAnswer(now);
      return { answer: next.answer, question: holidayQuestion(next.key) };
    }
    case 'blessing':
      return { answer: intent.entry.answer, question: intent.entry.question };
    case 'unknown':
      return {
        answer: `I'm not sure about that one, ${name}. Your teacher, a parent or a rabbi would be a great person to ask. I can help with ${TOPICS}.`,
        question: 'Which of those would you like to explore?',
      };
  }
}

export function lastStudentMessage(request: TutorRequest): string {
  for (let i = request.turns.length - 1; i >= 0; i--) {
    const turn = request.turns[i];
    if (turn?.role === 'student') return turn.content;
  }
  return '';
}

export function answerFor(request: TutorRequest): string {
  const name = safeFirstName(request.studentFirstName);
  const message = lastStudentMessage(request);
  const reply = request.flagged ? caringReply(message, name) : replyFor(matchIntent(message), request.now, name);
  return `${reply.answer}\n\n${reply.question}`;
}
