/**
 * The games catalogue (spec learning 3): 14 games with their difficulty, category, minutes and XP.
 * Ids are stable (results are stored by id). A game has a route only when it can be played; the three
 * locked games are shown with a lock until they are built.
 */
import { z } from 'zod';

export const GAME_IDS = [
  'hebrew-memory',
  'shabbat-puzzle',
  'torah-trivia',
  'holiday-match',
  'hebrew-word-builder',
  'synagogue-explorer',
  'parsha-story-builder',
  'history-timeline',
  'hebrew-rhythm',
  'talmud-logic-puzzles',
  'pattern-parsha',
  'hebrew-sequence',
  'kosher-logic',
  'gematria-puzzles',
] as const;
export const GameId = z.enum(GAME_IDS, { error: 'There is no game with that name.' });
export type GameId = z.infer<typeof GameId>;

export const GAME_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type GameDifficulty = (typeof GAME_DIFFICULTIES)[number];
export const GAME_CATEGORIES = ['Hebrew', 'Traditions', 'Torah', 'History', 'Mixed'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export interface CatalogueGame {
  id: GameId;
  title: string;
  description: string;
  difficulty: GameDifficulty;
  category: GameCategory;
  /** Minutes. */
  estimatedTime: number;
  xpReward: number;
  badgeReward?: string;
  unlocked: boolean;
  /** The page that plays it; absent for a game still to come ('coming soon'). */
  route?: string;
}

export const GAME_CATALOGUE: readonly CatalogueGame[] = [
  { id: 'hebrew-memory', title: 'Hebrew Letter Memory', description: 'Flip the cards and match each Hebrew letter with its sound.', difficulty: 'Beginner', category: 'Hebrew', estimatedTime: 10, xpReward: 50, badgeReward: 'Letter Detective', unlocked: true, route: '/games/hebrew-memory' },
  { id: 'shabbat-puzzle', title: 'Shabbat Scene Puzzle', description: 'Put the Shabbat pictures back together, piece by piece.', difficulty: 'Beginner', category: 'Traditions', estimatedTime: 15, xpReward: 75, badgeReward: 'Shabbat Puzzle Master', unlocked: true, route: '/games/shabbat-puzzle' },
  { id: 'torah-trivia', title: 'Torah Story Trivia', description: 'How well do you know the stories of the Torah?', difficulty: 'Intermediate', category: 'Torah', estimatedTime: 20, xpReward: 100, badgeReward: 'Story Keeper', unlocked: true },
  { id: 'holiday-match', title: 'Holiday Symbol Match', description: 'Match each holiday with its symbols: shofar, menorah, matzah and more.', difficulty: 'Beginner', category: 'Traditions', estimatedTime: 12, xpReward: 60, badgeReward: 'Holiday Helper', unlocked: true },
  { id: 'hebrew-word-builder', title: 'Hebrew Word Builder', description: 'Build Hebrew words letter by letter.', difficulty: 'Intermediate', category: 'Hebrew', estimatedTime: 18, xpReward: 90, badgeReward: 'Word Builder', unlocked: true },
  { id: 'synagogue-explorer', title: 'Virtual Synagogue Explorer', description: 'Explore a synagogue and discover what each part is for.', difficulty: 'Advanced', category: 'Traditions', estimatedTime: 25, xpReward: 150, badgeReward: 'Synagogue Explorer', unlocked: false },
  { id: 'parsha-story-builder', title: 'Parsha Story Builder', description: 'Put the events of the parsha in the right order.', difficulty: 'Advanced', category: 'Torah', estimatedTime: 30, xpReward: 200, badgeReward: 'Parsha Storyteller', unlocked: false },
  { id: 'history-timeline', title: 'Jewish History Timeline', description: 'Place great moments of Jewish history on the timeline.', difficulty: 'Intermediate', category: 'History', estimatedTime: 22, xpReward: 120, badgeReward: 'Time Traveller', unlocked: true },
  { id: 'hebrew-rhythm', title: 'Hebrew Rhythm Game', description: 'Tap along to the rhythm of Hebrew songs and sounds.', difficulty: 'Beginner', category: 'Hebrew', estimatedTime: 8, xpReward: 40, unlocked: true },
  { id: 'talmud-logic-puzzles', title: 'Talmudic Logic Puzzles', description: 'Think like the sages: five puzzles of fairness, honesty and careful reasoning.', difficulty: 'Advanced', category: 'Mixed', estimatedTime: 35, xpReward: 180, badgeReward: 'Logic Master', unlocked: true, route: '/games/talmud-logic' },
  { id: 'pattern-parsha', title: 'Parsha Pattern Detective', description: 'Find the missing parsha, the next one, and the book each belongs to.', difficulty: 'Intermediate', category: 'Torah', estimatedTime: 25, xpReward: 130, badgeReward: 'Parsha Detective', unlocked: true, route: '/games/pattern-parsha' },
  { id: 'hebrew-sequence', title: 'Hebrew Letter Sequences', description: 'Spot the pattern in letters and numbers and fill the gap.', difficulty: 'Intermediate', category: 'Hebrew', estimatedTime: 20, xpReward: 110, badgeReward: 'Pattern Finder', unlocked: true, route: '/games/hebrew-sequence' },
  { id: 'kosher-logic', title: 'Kosher Kitchen Logic', description: 'Sort the foods: meat, dairy or pareve?', difficulty: 'Beginner', category: 'Traditions', estimatedTime: 15, xpReward: 80, badgeReward: 'Kitchen Helper', unlocked: true, route: '/games/kosher-logic' },
  { id: 'gematria-puzzles', title: 'Gematria Number Puzzles', description: 'Every Hebrew letter is a number. Crack the codes!', difficulty: 'Advanced', category: 'Mixed', estimatedTime: 30, xpReward: 160, badgeReward: 'Number Sage', unlocked: false },
];

export function catalogueGame(id: GameId): CatalogueGame {
  return GAME_CATALOGUE.find((g) => g.id === id)!;
}
