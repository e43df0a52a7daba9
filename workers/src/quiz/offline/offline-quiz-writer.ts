/**
 * The offline quiz writer: questions built from real data (the alef-bet, @hebcal's calendar and
 * parshiyot, Morah's written customs and history, and Morah AI's knowledge base of words, vowels,
 * people and holidays) rather than picked from a fixed list. Every question
 * has four distinct options, one correct, and an explanation; the kinds are mixed, and a quiz is never
 * the same set of questions as the one before it.
 */
import { type QuizCategory, type QuizDifficulty, type QuizDraft, type QuizQuestionDraft, quizSignature } from '@morah/contracts';
import { DIFFICULTY_LEVEL, type OfflineQuestion, type QuestionKind, type Random, shuffle } from '../question-maker';
import { dayKey } from './calendar-days';
import { HEBREW_KINDS } from './hebrew-questions';
import { HISTORY_KINDS } from './history-questions';
import { HOLIDAY_KINDS } from './holiday-questions';
import { KNOWLEDGE_HEBREW_KINDS, KNOWLEDGE_HOLIDAY_KINDS, KNOWLEDGE_TORAH_KINDS } from './knowledge-questions';
import { TORAH_KINDS } from './torah-questions';
import { TRADITIONS_KINDS } from './traditions-questions';

/** Every kind of question of each category (the premise checks read them all). */
export const KINDS: Record<QuizCategory, readonly QuestionKind[]> = {
  hebrew: [...HEBREW_KINDS, ...KNOWLEDGE_HEBREW_KINDS],
  holidays: [...HOLIDAY_KINDS, ...KNOWLEDGE_HOLIDAY_KINDS],
  torah: [...TORAH_KINDS, ...KNOWLEDGE_TORAH_KINDS],
  traditions: TRADITIONS_KINDS,
  history: HISTORY_KINDS,
};

const TOPICS: Record<QuizCategory, { title: string; about: string }> = {
  torah: { title: 'Torah Portions', about: 'the 54 parshiyot of the Torah, their books and their people' },
  holidays: { title: 'Jewish Holidays', about: 'this year\u2019s holidays, their dates, foods and greetings' },
  traditions: { title: 'Jewish Traditions', about: 'the customs of the Jewish year' },
  hebrew: { title: 'Hebrew Letters', about: 'the alef-bet, the vowels and the words a child meets' },
  history: { title: 'Jewish History', about: 'the days that remember Jewish history' },
};

const LEVEL_NAMES: Record<QuizDifficulty, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

export interface OfflineQuizRequest {
  category: QuizCategory;
  difficulty: QuizDifficulty;
  questionCount: number;
  now: Date;
  random?: Random;
  /** The signature of the child's previous quiz: the new one must differ. */
  avoidSignature?: string | null;
}

export interface OfflineQuiz extends Omit<QuizDraft, 'questions'> {
  questions: Array<QuizQuestionDraft & { key: string; source: string }>;
}

/** Kinds a difficulty may use; harder quizzes lean on the harder kinds but keep a few easier ones. */
function kindsFor(category: QuizCategory, difficulty: QuizDifficulty): QuestionKind[] {
  const level = DIFFICULTY_LEVEL[difficulty];
  const allowed = KINDS[category].filter((k) => k.level <= level);
  return level === 0 ? allowed : [...allowed, ...allowed.filter((k) => k.level === level)];
}

function pickQuestions(pools: OfflineQuestion[][], count: number, random: Random): OfflineQuestion[] {
  const chosen: OfflineQuestion[] = [];
  const used = new Set<string>();
  const remaining = pools.map((pool) => shuffle(pool, random));
  while (chosen.length < count && remaining.some((p) => p.length)) {
    for (const pool of shuffle(remaining, random)) {
      if (chosen.length >= count) break;
      const next = pool.findIndex((q) => !used.has(q.key) && !chosen.some((c) => c.question === q.question));
      if (next < 0) {
        pool.length = 0;
        continue;
      }
      const [q] = pool.splice(next, 1);
      used.add(q!.key);
      chosen.push(q!);
    }
  }
  return chosen;
}

/** Every question a kind can ask on a day, worked out once that day (the same for every quiz of the day). */
const questionsByKind = new WeakMap<QuestionKind, { day: string; questions: OfflineQuestion[] }>();

function questionsOf(kind: QuestionKind, now: Date): OfflineQuestion[] {
  const day = dayKey(now);
  const known = questionsByKind.get(kind);
  if (known?.day === day) return known.questions;
  const questions = kind.all(now);
  questionsByKind.set(kind, { day, questions });
  return questions;
}

export function writeOfflineQuiz(request: OfflineQuizRequest): OfflineQuiz {
  const random = request.random ?? Math.random;
  const pools = kindsFor(request.category, request.difficulty).map((k) => questionsOf(k, request.now));
  let questions: OfflineQuestion[] = [];
  for (let attempt = 0; attempt < 25; attempt++) {
    questions = pickQuestions(pools, request.questionCount, random);
    if (quizSignature(questions) !== request.avoidSignature) break;
  }
  if (questions.length < request.questionCount) throw new Error(`only ${questions.length} ${request.category} questions could be made`);
  const topic = TOPICS[request.category];
  return {
    title: `${topic.title} Quiz`,
    description: `${LEVEL_NAMES[request.difficulty]}: ${request.questionCount} questions about ${topic.about}.`,
    questions: questions.map((q) => {
      const order = shuffle([...q.options.keys()], random);
      return { key: q.key, source: q.source, question: q.question, options: order.map((i) => q.options[i]!), correctAnswer: order.indexOf(q.correctAnswer), explanation: q.explanation };
    }),
  };
}
