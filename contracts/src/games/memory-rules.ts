/** Hebrew Letter Memory (spec learning 4, 5, 9): 12 cards, 6 pairs, flip back after 1 s. */
export const MEMORY_PAIRS = 6;
export const MEMORY_FLIP_BACK_MS = 1000;
export const MEMORY_POINTS_PER_MATCH = 100;
/** The fixed XP the completion screen promises. */
export const MEMORY_XP = 50;

/** Final score: 1000 less 10 a move (a move is two cards turned) less a point a second, at least 100. */
export function memoryFinalScore(moves: number, seconds: number): number {
  return Math.max(100, 1000 - 10 * moves - Math.floor(seconds));
}

export type ScoreTone = 'green' | 'yellow' | 'red';

export function memoryScoreTone(score: number): ScoreTone {
  if (score >= 800) return 'green';
  if (score >= 600) return 'yellow';
  return 'red';
}

export function memoryMessage(score: number): string {
  if (score >= 900) return 'Excellent!';
  if (score >= 800) return 'Great!';
  if (score >= 600) return 'Good!';
  return 'Keep practicing!';
}

export interface MemoryCard {
  /** Unique per card. */
  key: string;
  letterId: string;
  face: 'letter' | 'sound';
}

export interface MemoryState {
  cards: readonly MemoryCard[];
  /** Keys of the face-up cards that are not matched yet (at most 2). */
  flipped: readonly string[];
  matched: readonly string[];
  moves: number;
}

/** Spec 5: a card cannot be flipped when already up, matched, or when two are already up. */
export function canFlip(state: MemoryState, key: string): boolean {
  return state.flipped.length < 2 && !state.flipped.includes(key) && !state.matched.includes(key);
}

/**
 * Flip one card. A second card counts a move; when the two share a letterId both stay up as matched,
 * otherwise `mismatch` is true and the caller turns them back after MEMORY_FLIP_BACK_MS.
 */
export function flipCard(state: MemoryState, key: string): { state: MemoryState; matched: boolean; mismatch: boolean } {
  if (!canFlip(state, key)) return { state, matched: false, mismatch: false };
  const flipped = [...state.flipped, key];
  if (flipped.length < 2) return { state: { ...state, flipped }, matched: false, mismatch: false };
  const [a, b] = flipped.map((k) => state.cards.find((c) => c.key === k)!);
  const moves = state.moves + 1;
  if (a!.letterId === b!.letterId) {
    return { state: { ...state, flipped: [], matched: [...state.matched, ...flipped], moves }, matched: true, mismatch: false };
  }
  return { state: { ...state, flipped, moves }, matched: false, mismatch: true };
}

export function turnBack(state: MemoryState): MemoryState {
  return { ...state, flipped: [] };
}

export function isMemoryComplete(state: MemoryState): boolean {
  return state.matched.length === MEMORY_PAIRS * 2;
}

/** The 12 cards for the first `pairs` letters: each letter once as a glyph and once as a sound, shuffled. */
export function dealMemoryCards(letterIds: readonly string[], random: () => number = Math.random, pairs = MEMORY_PAIRS): MemoryCard[] {
  const cards: MemoryCard[] = letterIds.slice(0, pairs).flatMap((letterId) => [
    { key: `${letterId}-letter`, letterId, face: 'letter' as const },
    { key: `${letterId}-sound`, letterId, face: 'sound' as const },
  ]);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}
