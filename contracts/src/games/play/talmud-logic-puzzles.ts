/**
 * Talmudic Logic Puzzles: five puzzles written for Morah. Each rests on a real idea of the Torah or the
 * Talmud, named with its source, and asks a child to reason rather than remember.
 */
import type { PuzzleDifficulty } from '../round-rules';

export interface LogicPuzzle {
  id: string;
  title: string;
  scenario: string;
  question: string;
  options: readonly [string, string, string, string];
  correctAnswer: number;
  explanation: string;
  difficulty: PuzzleDifficulty;
  theme: string;
  talmudConcept: string;
  hint: string;
}

export const LOGIC_PUZZLES: readonly LogicPuzzle[] = [
  {
    id: 'found-wallet',
    title: 'The Found Wallet',
    scenario: 'On the way to school, Maya finds a blue wallet on the sidewalk. Inside is a library card with the name "Dan Levi".',
    question: 'What should Maya do?',
    options: ['Keep it: finders keepers', 'Give it back to Dan Levi', 'Leave it where it was', 'Give it to the first person who asks for a wallet'],
    correctAnswer: 1,
    explanation: 'The Torah teaches hashavat aveidah, returning lost things (Deuteronomy 22:1-3). The name inside is a siman, a sign that shows whose it is, so Maya must return it to Dan.',
    difficulty: 'Easy',
    theme: 'Honesty',
    talmudConcept: 'Hashavat Aveidah (returning what was lost)',
    hint: 'Look inside the wallet: is there a sign that tells whose it is?',
  },
  {
    id: 'two-hold-a-ball',
    title: 'Two Hold a Ball',
    scenario: 'Eli and Noam spot a ball in the park at the very same moment and both grab it. Each says, "I found it first!" Nobody saw who was first.',
    question: 'What is the fairest way to settle it?',
    options: ['The older child keeps it', 'Whoever shouts louder keeps it', 'They share it equally', 'Nobody may ever play with it'],
    correctAnswer: 2,
    explanation: 'The Talmud\'s tractate Bava Metzia opens with "Shnayim ochazin": two people hold a garment and each says "I found it". When nobody can prove more than the other, they divide it equally.',
    difficulty: 'Medium',
    theme: 'Fairness',
    talmudConcept: 'Shnayim Ochazin (two who hold one thing, Bava Metzia 2a)',
    hint: 'If nobody can show who is right, what is fair to both of them?',
  },
  {
    id: 'roof-railing',
    title: 'The Rooftop Party',
    scenario: 'The Cohen family builds a new house with a flat roof. The children want to play up there.',
    question: 'What does the Torah say they must build first?',
    options: ['A railing around the roof', 'A big sign that says "Careful!"', 'A slide down to the garden', 'Nothing at all'],
    correctAnswer: 0,
    explanation: 'The mitzvah of ma\'akeh: "When you build a new house, make a railing for your roof" (Deuteronomy 22:8). We must prevent harm before it happens, not only warn about it.',
    difficulty: 'Easy',
    theme: 'Safety',
    talmudConcept: 'Ma\'akeh (preventing harm)',
    hint: 'Which answer really stops someone from falling?',
  },
  {
    id: 'light-and-heavy',
    title: 'From Light to Heavy',
    scenario: 'Shira sees that her little brother cannot lift a small suitcase. Next to it stands a big trunk that is much heavier.',
    question: 'What can Shira be sure of, without even trying?',
    options: ['Her brother can lift the trunk', 'Her brother surely cannot lift the trunk', 'It depends on the color of the trunk', 'She can know nothing at all'],
    correctAnswer: 1,
    explanation: 'This is kal vachomer, reasoning from the light case to the heavy one: if he cannot lift the light thing, how much more so the heavy one. It is the first of Rabbi Yishmael\'s 13 rules for learning Torah, and the Torah itself reasons this way (Numbers 12:14).',
    difficulty: 'Medium',
    theme: 'Reasoning',
    talmudConcept: 'Kal Vachomer (from light to heavy)',
    hint: 'If something is true of the easy case, what about the harder one?',
  },
  {
    id: 'nine-shops',
    title: 'The Nine Shops',
    scenario: 'A town has ten butcher shops. Nine sell kosher meat and one does not. A piece of meat is found lying in the street, and nobody knows which shop it came from.',
    question: 'What does the Talmud\'s rule say about where it came from?',
    options: ['It came from the non-kosher shop', 'We can never decide anything', 'It follows the majority: from one of the nine kosher shops', 'Whoever finds it decides'],
    correctAnswer: 2,
    explanation: '"Kol deparish, merubah parish": something that has moved away from its place is judged by the majority (Ketubot 15a, Chullin 95a). The same page teaches a twist: meat bought inside a shop, when you forgot which shop, is not judged by the majority. Real questions like this are asked of a rabbi.',
    difficulty: 'Hard',
    theme: 'Deciding when unsure',
    talmudConcept: 'Rov (following the majority)',
    hint: 'Nine out of ten: which group is bigger?',
  },
];
