/**
 * Hebrew Letter Sequences: eight puzzles on the order of the alef-bet, its number values (gematria) and
 * its final forms. Each sequence has one gap ('?'), and every answer can be checked against the letters.
 */
import type { PuzzleDifficulty } from '../round-rules';

export type SequenceCategory = 'Letters' | 'Numbers' | 'Mixed' | 'Patterns';

export interface SequencePuzzle {
  id: string;
  title: string;
  description: string;
  sequence: readonly string[];
  options: readonly string[];
  correctAnswer: number;
  explanation: string;
  difficulty: PuzzleDifficulty;
  category: SequenceCategory;
  hint: string;
}

export const SEQUENCE_PUZZLES: readonly SequencePuzzle[] = [
  {
    id: 'alef-bet-order', title: 'Alef-Bet Order', description: 'Which letter is missing from the start of the alef-bet?',
    sequence: ['א', 'ב', 'ג', '?', 'ה'], options: ['ד', 'ו', 'ר', 'ך'], correctAnswer: 0,
    explanation: 'The alef-bet begins א Alef, ב Bet, ג Gimel, ד Dalet, ה Hei.', difficulty: 'Easy', category: 'Letters',
    hint: 'Say the alef-bet song out loud: Alef, Bet, Gimel...',
  },
  {
    id: 'final-forms', title: 'Letters at the End', description: 'Each letter is followed by the shape it takes at the end of a word.',
    sequence: ['כ', 'ך', 'מ', 'ם', 'נ', '?'], options: ['ז', 'ן', 'ו', 'ג'], correctAnswer: 1,
    explanation: 'Five letters change shape at the end of a word: כ→ך, מ→ם, נ→ן, פ→ף, צ→ץ. The final Nun ן stretches down below the line.',
    difficulty: 'Easy', category: 'Patterns', hint: 'Nun has a tall final form that reaches below the line.',
  },
  {
    id: 'every-other', title: 'Skip a Letter', description: 'This pattern jumps over one letter each time.',
    sequence: ['א', 'ג', 'ה', '?', 'ט'], options: ['ו', 'ח', 'ז', 'י'], correctAnswer: 2,
    explanation: 'Alef (1), Gimel (3), Hei (5), Zayin (7), Tet (9): each step skips one letter.', difficulty: 'Medium', category: 'Letters',
    hint: 'Count the letters you skip between Alef and Gimel.',
  },
  {
    id: 'counting-tens', title: 'Counting by Tens', description: 'Each of these letters is worth ten more than the one before.',
    sequence: ['י', 'כ', 'ל', '?', 'נ'], options: ['ס', 'ק', 'מ', 'ע'], correctAnswer: 2,
    explanation: 'In gematria י = 10, כ = 20, ל = 30, מ = 40, נ = 50.', difficulty: 'Medium', category: 'Numbers',
    hint: 'Yod is 10, Kaf is 20, Lamed is 30. Which letter is 40?',
  },
  {
    id: 'backwards', title: 'From the End', description: 'Now the alef-bet runs backwards from its last letter.',
    sequence: ['ת', 'ש', 'ר', '?', 'צ'], options: ['פ', 'ק', 'ס', 'ע'], correctAnswer: 1,
    explanation: 'The alef-bet ends ...צ Tzadi, ק Kuf, ר Resh, ש Shin, ת Tav, so backwards it goes ת ש ר ק צ.', difficulty: 'Medium', category: 'Letters',
    hint: 'Which letter comes just before Resh?',
  },
  {
    id: 'letters-and-numbers', title: 'Letters and Numbers', description: 'Letters and numbers take turns, counting up by two.',
    sequence: ['ב', '4', 'ו', '8', '?'], options: ['ט', 'ח', '10', 'י'], correctAnswer: 3,
    explanation: 'ב = 2, then 4, ו = 6, then 8, so the next is the letter worth 10: י Yod. A letter comes next, not a number.', difficulty: 'Medium', category: 'Mixed',
    hint: 'Letters and numbers take turns. Is the next one a letter or a number?',
  },
  {
    id: 'doubling', title: 'Double It', description: 'Each value is twice the one before. Numbers above 10 are written with two letters.',
    sequence: ['א', 'ב', 'ד', 'ח', '?'], options: ['טז', 'יו', 'י', 'יב'], correctAnswer: 0,
    explanation: 'א = 1, ב = 2, ד = 4, ח = 8, so next is 16. We write 16 as ט״ז (9 + 7), not י״ו, because י״ו spells part of God\'s name.', difficulty: 'Hard', category: 'Numbers',
    hint: 'Twice 8 is 16. How do we write 15 and 16 in Hebrew?',
  },
  {
    id: 'hundreds', title: 'The Hundreds', description: 'The last letters of the alef-bet count by hundreds.',
    sequence: ['ק', 'ר', '?', 'ת'], options: ['ס', 'ש', 'צ', 'ץ'], correctAnswer: 1,
    explanation: 'ק = 100, ר = 200, ש = 300, ת = 400. Tav, the last letter, is the biggest number, 400.', difficulty: 'Hard', category: 'Numbers',
    hint: 'Kuf is 100 and Resh is 200. Which letter is 300?',
  },
];
