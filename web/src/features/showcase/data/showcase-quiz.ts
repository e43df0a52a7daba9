/** The showcase quiz (spec learning-content 3: showcase questions carry id, difficulty and category). */
export interface ShowcaseQuestion {
  id: string;
  question: string;
  options: readonly string[];
  correctAnswer: number;
  explanation: string;
  difficulty: 'easy' | 'medium' | 'hard';
  category: string;
}

export const SHOWCASE_QUIZ = {
  title: 'Shabbat and the Holidays',
  description: 'Five questions about the Jewish week and year.',
  difficulty: 'easy' as const,
  questions: [
    {
      id: 'q1',
      question: 'On which day of the week does Shabbat begin at sunset?',
      options: ['Thursday', 'Friday', 'Saturday', 'Sunday'],
      correctAnswer: 1,
      explanation: 'Shabbat begins on Friday at sunset and ends on Saturday night, when three stars can be seen.',
      difficulty: 'easy',
      category: 'traditions',
    },
    {
      id: 'q2',
      question: 'How many nights do we light the Chanukah menorah?',
      options: ['Seven', 'Six', 'Eight', 'Ten'],
      correctAnswer: 2,
      explanation: 'Eight nights, remembering the little jar of oil that lasted eight days in the Temple.',
      difficulty: 'easy',
      category: 'holidays',
    },
    {
      id: 'q3',
      question: 'Which holiday do we celebrate in a sukkah?',
      options: ['Sukkot', 'Purim', 'Shavuot', 'Pesach'],
      correctAnswer: 0,
      explanation: 'On Sukkot we eat (and some sleep) in a sukkah, a hut that reminds us of our journey through the desert.',
      difficulty: 'easy',
      category: 'holidays',
    },
    {
      id: 'q4',
      question: 'What is the name of the blessing over wine that begins Shabbat dinner?',
      options: ['Havdalah', 'Kiddush', 'Hamotzi', 'Shema'],
      correctAnswer: 1,
      explanation: 'Kiddush means “making holy”: we say it over wine or grape juice to welcome Shabbat.',
      difficulty: 'medium',
      category: 'traditions',
    },
    {
      id: 'q5',
      question: 'On Shavuot we celebrate receiving what?',
      options: ['The manna', 'The Torah', 'The first fruits only', 'The shofar'],
      correctAnswer: 1,
      explanation: 'Shavuot celebrates the giving of the Torah at Mount Sinai, seven weeks after Pesach.',
      difficulty: 'medium',
      category: 'holidays',
    },
  ] satisfies ShowcaseQuestion[],
};

/** Spec learning-content 3: one record per answered question. */
export interface AnswerRecord {
  questionId: string;
  selectedAnswer: number;
  isCorrect: boolean;
  timeSpent: number;
}
