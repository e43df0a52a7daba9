/** The memory game's eight letters, each with the sound a child matches it to; the game plays the first six. */
export interface MemoryLetter {
  letterId: string;
  letter: string;
  name: string;
  /** The sound, large on the card. */
  sound: string;
  /** A word that starts with it. */
  example: string;
}

export const MEMORY_LETTERS: readonly MemoryLetter[] = [
  { letterId: 'alef', letter: 'א', name: 'Alef', sound: 'silent', example: 'holds a vowel' },
  { letterId: 'bet', letter: 'בּ', name: 'Bet', sound: 'b', example: 'as in boy' },
  { letterId: 'gimel', letter: 'ג', name: 'Gimel', sound: 'g', example: 'as in go' },
  { letterId: 'dalet', letter: 'ד', name: 'Dalet', sound: 'd', example: 'as in dog' },
  { letterId: 'hei', letter: 'ה', name: 'Hei', sound: 'h', example: 'as in hello' },
  { letterId: 'vav', letter: 'ו', name: 'Vav', sound: 'v', example: 'as in van' },
  { letterId: 'zayin', letter: 'ז', name: 'Zayin', sound: 'z', example: 'as in zoo' },
  { letterId: 'chet', letter: 'ח', name: 'Chet', sound: 'ch', example: 'as in Bach' },
];
