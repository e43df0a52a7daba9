/**
 * The learning paths: each module is a real step in Morah, done when its badge is earned, so a
 * student's paths show their own progress. A module opens once the one before it is done.
 */
export type PathIcon = 'torah' | 'hebrew' | 'traditions' | 'holidays';

export interface PathModuleSeed {
  id: string;
  title: string;
  description: string;
  duration: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  xpReward: number;
  /** The badge that marks this module done. */
  badgeKey: string;
  badgeReward: string;
  topics: readonly string[];
  /** Where the module is done, when that page exists. */
  to: string;
}

export interface PathSeed {
  id: string;
  title: string;
  description: string;
  category: string;
  estimatedTime: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  pathColor: string;
  icon: PathIcon;
  modules: readonly PathModuleSeed[];
}

export const PATH_SEEDS: readonly PathSeed[] = [
  {
    id: 'aleph-bet',
    title: 'The Aleph-Bet',
    description: 'Meet the Hebrew letters by coloring them and playing with them.',
    category: 'Hebrew',
    estimatedTime: 'About 2 hours',
    difficulty: 'beginner',
    pathColor: '#c2502f',
    icon: 'hebrew',
    modules: [
      { id: 'first-letter', title: 'Your first letter', description: 'Color a Hebrew letter and learn its name.', duration: '10 min', difficulty: 'beginner', xpReward: 10, badgeKey: 'challah-chef', badgeReward: 'Challah Chef', topics: ['Letter names', 'Letter shapes'], to: '/coloring' },
      { id: 'letter-game', title: 'Play with letters', description: 'Finish a learning game.', duration: '10 min', difficulty: 'beginner', xpReward: 10, badgeKey: 'dreidel-spinner', badgeReward: 'Dreidel Spinner', topics: ['Memory', 'Letter sounds'], to: '/games' },
      { id: 'ten-letters', title: 'Ten letters in color', description: 'Color ten Hebrew letter pages.', duration: '1 hour', difficulty: 'intermediate', xpReward: 25, badgeKey: 'sprinkle-artist', badgeReward: 'Sprinkle Artist', topics: ['The whole Aleph-Bet'], to: '/coloring' },
    ],
  },
  {
    id: 'torah-stories',
    title: 'Torah Stories',
    description: 'Ask about the Torah, then read the week’s parsha verse by verse.',
    category: 'Torah',
    estimatedTime: 'Many weeks',
    difficulty: 'intermediate',
    pathColor: '#1f5fad',
    icon: 'torah',
    modules: [
      { id: 'first-question', title: 'Your first question', description: 'Ask Morah AI anything about the Torah.', duration: '5 min', difficulty: 'beginner', xpReward: 10, badgeKey: 'shalom-friend', badgeReward: 'Shalom Friend', topics: ['Asking good questions'], to: '/student' },
      { id: 'chai-verses', title: 'Eighteen verses', description: 'Read 18 verses of the parsha.', duration: '30 min', difficulty: 'beginner', xpReward: 18, badgeKey: 'chai-reader', badgeReward: 'Chai Reader', topics: ['The weekly parsha'], to: '/parsha' },
      { id: 'fifty-verses', title: 'Fifty verses', description: 'Read 50 verses of the parsha.', duration: '1 hour', difficulty: 'intermediate', xpReward: 50, badgeKey: 'torah-scholar', badgeReward: 'Torah Scholar', topics: ['Hebrew and English side by side'], to: '/parsha' },
      { id: 'keeper', title: 'Keeper of the Scroll', description: 'Read 500 verses of the parsha.', duration: 'Months', difficulty: 'advanced', xpReward: 150, badgeKey: 'keeper-of-the-scroll', badgeReward: 'Keeper of the Scroll', topics: ['A whole book of the Torah'], to: '/parsha' },
    ],
  },
  {
    id: 'every-day',
    title: 'A Little Every Day',
    description: 'Build a learning habit that rests on Shabbat.',
    category: 'Traditions',
    estimatedTime: 'Two weeks',
    difficulty: 'beginner',
    pathColor: '#1f7a6f',
    icon: 'traditions',
    modules: [
      { id: 'three-days', title: 'Three days of light', description: 'Check in three days in a row.', duration: '3 days', difficulty: 'beginner', xpReward: 15, badgeKey: 'candle-keeper', badgeReward: 'Candle Keeper', topics: ['Daily check-in'], to: '/gamification' },
      { id: 'seven-days', title: 'A week of learning', description: 'Check in seven days in a row.', duration: '7 days', difficulty: 'intermediate', xpReward: 70, badgeKey: 'menorah-master', badgeReward: 'Menorah Master', topics: ['Habits', 'Shabbat rest'], to: '/gamification' },
      { id: 'challenges', title: 'Five challenges', description: 'Complete five daily challenges.', duration: '5 days', difficulty: 'intermediate', xpReward: 40, badgeKey: 'shofar-sounder', badgeReward: 'Shofar Sounder', topics: ['Daily challenges'], to: '/gamification' },
    ],
  },
  {
    id: 'curious-mind',
    title: 'A Curious Mind',
    description: 'Questions, quizzes and time spent learning about the holidays and more.',
    category: 'Holidays',
    estimatedTime: 'About 2 hours',
    difficulty: 'intermediate',
    pathColor: '#b7791f',
    icon: 'holidays',
    modules: [
      { id: 'ten-questions', title: 'Ten questions', description: 'Ask Morah AI ten questions.', duration: '30 min', difficulty: 'beginner', xpReward: 25, badgeKey: 'thinking-kippah', badgeReward: 'Thinking Kippah', topics: ['Holidays', 'Blessings'], to: '/student' },
      { id: 'first-quiz', title: 'Your first quiz', description: 'Finish a quiz.', duration: '10 min', difficulty: 'beginner', xpReward: 10, badgeKey: 'bright-star', badgeReward: 'Bright Star', topics: ['Quizzes'], to: '/quiz-generator' },
      { id: 'an-hour', title: 'An hour of learning', description: 'Learn for 60 minutes in all.', duration: '1 hour', difficulty: 'intermediate', xpReward: 30, badgeKey: 'house-of-learning', badgeReward: 'House of Learning', topics: ['Study time'], to: '/student' },
    ],
  },
];

export interface PathModule extends PathModuleSeed {
  isCompleted: boolean;
  isLocked: boolean;
}

export interface LearningPath extends Omit<PathSeed, 'modules'> {
  modules: PathModule[];
  totalModules: number;
  completedModules: number;
}

/** The paths with each module's state from the badges held; a module opens when the one before it is done. */
export function buildPaths(seeds: readonly PathSeed[], held: ReadonlySet<string>, knownBadges: ReadonlySet<string>): LearningPath[] {
  return seeds
    .map((seed) => ({ ...seed, modules: seed.modules.filter((m) => knownBadges.has(m.badgeKey)) }))
    .filter((seed) => seed.modules.length > 0)
    .map((seed) => {
      const modules = seed.modules.map((m, i) => ({
        ...m,
        isCompleted: held.has(m.badgeKey),
        isLocked: i > 0 && !held.has(seed.modules[i - 1]!.badgeKey) && !held.has(m.badgeKey),
      }));
      return { ...seed, modules, totalModules: modules.length, completedModules: modules.filter((m) => m.isCompleted).length };
    });
}

/** What a visitor sees, marked 'Sample': a learner part of the way along. */
export const SAMPLE_HELD: ReadonlySet<string> = new Set(['challah-chef', 'dreidel-spinner', 'shalom-friend', 'chai-reader', 'candle-keeper']);
