/** The calligraphy studio's five letters, with how to say them, what they stand for, and their strokes. */
export interface CalligraphyLetter {
  letter: string;
  name: string;
  pronunciation: string;
  meaning: string;
  strokes: readonly string[];
}

export const CALLIGRAPHY_LETTERS: readonly CalligraphyLetter[] = [
  {
    letter: 'א',
    name: 'Alef',
    pronunciation: 'AH-lef; silent, it carries the vowel under it',
    meaning: 'The first letter. Its name is close to “aluf”, a leader, and its value is 1.',
    strokes: ['The long slanted line, from top right down to bottom left', 'The upper arm, on the right', 'The lower leg, on the left'],
  },
  {
    letter: 'ב',
    name: 'Bet',
    pronunciation: 'bet; “b” with a dot inside, “v” without',
    meaning: '“Bayit” means house, and Bet looks like one open to the left. The Torah begins with it.',
    strokes: ['The roof, from left to right', 'Down the right side', 'The floor, from right to left, sticking out a little'],
  },
  {
    letter: 'ג',
    name: 'Gimel',
    pronunciation: 'GEE-mel; “g” as in “go”',
    meaning: 'Some say Gimel is a person running to give, “gomel”, to someone in need.',
    strokes: ['The head and neck, from the top down', 'The foot, out to the left'],
  },
  {
    letter: 'ד',
    name: 'Dalet',
    pronunciation: 'DAH-let; “d” as in “door”',
    meaning: '“Delet” means door. Its value is 4.',
    strokes: ['The roof, from left to right', 'Straight down on the right'],
  },
  {
    letter: 'ה',
    name: 'Hey',
    pronunciation: 'hay; “h” as in “hello”',
    meaning: 'Hey appears twice in God’s four-letter name. Its value is 5.',
    strokes: ['The roof, from left to right', 'Down the right side', 'The small leg on the left, not touching the roof'],
  },
];

/** Where a child is on a letter: strokes drawn (never past the letter's count) and whether it is complete. */
export function strokeProgress(drawn: number, needed: number): { shown: number; complete: boolean } {
  const shown = Math.min(Math.max(drawn, 0), needed);
  return { shown, complete: shown >= needed };
}
