/**
 * The badges a learner can earn. The catalogue lives in code, not only in a table, so the server that
 * awards a badge, the screens that draw it and the tests all read the same rules. Each badge carries a
 * criterion the server can check from counts it already keeps (see criteria.ts); keys are stable and
 * never reused, because earned badges are remembered by key.
 */
import { z } from 'zod';

/** The 14 visual types a badge icon comes in (spec core 3). */
export const BADGE_ICON_TYPES = [
  'menorah',
  'star-of-david',
  'challah',
  'hamsa',
  'shalom',
  'kiddush-cup',
  'torah-scroll',
  'yarmulke',
  'synagogue',
  'chai',
  'shofar',
  'dreidel',
  'sufganiyah',
  'candles',
] as const;
export const BadgeIconType = z.enum(BADGE_ICON_TYPES);
export type BadgeIconType = z.infer<typeof BadgeIconType>;

export const BadgeRarity = z.enum(['common', 'rare', 'epic', 'legendary']);
export type BadgeRarity = z.infer<typeof BadgeRarity>;

export const BadgeCategory = z.enum(['learning', 'achievement', 'milestone', 'special']);
export type BadgeCategory = z.infer<typeof BadgeCategory>;

/** Any rarity we do not know (an old row, a typo) is shown as common, never as an error (spec core 3). */
export function displayRarity(value: unknown): BadgeRarity {
  const parsed = BadgeRarity.safeParse(value);
  return parsed.success ? parsed.data : 'common';
}

const count = z.number().int().positive();

/**
 * What earns a badge, as a threshold on one running total. A discriminated union (not free text) so the
 * server can evaluate it and a stored criterion can be validated when read back.
 * study_minutes counts whole minutes; streak_days is the longest streak ever reached, so a badge is not
 * lost when a streak later breaks.
 */
export const BadgeCriterion = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat_messages'), count }),
  z.object({ kind: z.literal('parsha_verses'), count }),
  z.object({ kind: z.literal('coloring_pages'), count }),
  z.object({ kind: z.literal('study_minutes'), count }),
  z.object({ kind: z.literal('games_completed'), count }),
  z.object({ kind: z.literal('quizzes_completed'), count }),
  z.object({ kind: z.literal('challenges_completed'), count }),
  z.object({ kind: z.literal('streak_days'), count }),
  z.object({ kind: z.literal('xp'), amount: count }),
  z.object({ kind: z.literal('level'), level: z.number().int().min(2) }),
]);
export type BadgeCriterion = z.infer<typeof BadgeCriterion>;

export const Badge = z.object({
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1).max(40),
  description: z.string().min(1).max(120),
  tagline: z.string().min(1).max(80),
  tier: z.number().int().min(1).max(4),
  rarity: BadgeRarity,
  category: BadgeCategory,
  iconType: BadgeIconType,
  /** XP credited once, when the badge is earned. */
  xpReward: z.number().int().min(0),
  criterion: BadgeCriterion,
  /** A special badge only Premium members can earn (the others see it locked, with what it takes). */
  premium: z.boolean().optional(),
});
export type Badge = z.infer<typeof Badge>;

/**
 * Tier and rarity rise together (1 common ... 4 legendary) so a child can read either. Categories:
 * learning = talking and reading with Morah; achievement = things finished (pages, games, quizzes,
 * challenges); milestone = XP and levels; special = streaks.
 */
export const BADGE_CATALOGUE: readonly Badge[] = [
  {
    key: 'shalom-friend', name: 'Shalom Friend', iconType: 'shalom',
    description: 'Said hello to Morah and asked your very first question.',
    tagline: 'Every great journey starts with Shalom!',
    tier: 1, rarity: 'common', category: 'learning', xpReward: 10,
    criterion: { kind: 'chat_messages', count: 1 },
  },
  {
    key: 'thinking-kippah', name: 'Thinking Kippah', iconType: 'yarmulke',
    description: 'Asked Morah 10 questions.',
    tagline: 'Curious minds wear the best thinking caps.',
    tier: 2, rarity: 'rare', category: 'learning', xpReward: 25,
    criterion: { kind: 'chat_messages', count: 10 },
  },
  {
    key: 'chai-reader', name: 'Chai Reader', iconType: 'chai',
    description: 'Read 18 verses of the parsha. Chai means life, and its letters add up to 18!',
    tagline: 'L\u2019chaim to learning!',
    tier: 1, rarity: 'common', category: 'learning', xpReward: 18,
    criterion: { kind: 'parsha_verses', count: 18 },
  },
  {
    key: 'torah-scholar', name: 'Torah Scholar', iconType: 'torah-scroll',
    description: 'Read 50 verses of the parsha.',
    tagline: 'The Torah is a tree of life for those who hold it.',
    tier: 2, rarity: 'rare', category: 'learning', xpReward: 50,
    criterion: { kind: 'parsha_verses', count: 50 },
  },
  {
    key: 'keeper-of-the-scroll', name: 'Keeper of the Scroll', iconType: 'torah-scroll',
    description: 'Read 500 verses of the parsha.',
    tagline: 'You carry the Torah with you wherever you go.',
    tier: 4, rarity: 'legendary', category: 'learning', xpReward: 150,
    criterion: { kind: 'parsha_verses', count: 500 },
  },
  {
    key: 'house-of-learning', name: 'House of Learning', iconType: 'synagogue',
    description: 'Spent 60 minutes learning.',
    tagline: 'Every minute of learning builds a little beit midrash.',
    tier: 2, rarity: 'rare', category: 'learning', xpReward: 30,
    criterion: { kind: 'study_minutes', count: 60 },
  },
  {
    key: 'challah-chef', name: 'Challah Chef', iconType: 'challah',
    description: 'Colored your first Hebrew letter page.',
    tagline: 'Fresh from the oven, and full of color!',
    tier: 1, rarity: 'common', category: 'achievement', xpReward: 10,
    criterion: { kind: 'coloring_pages', count: 1 },
  },
  {
    key: 'sprinkle-artist', name: 'Sprinkle Artist', iconType: 'sufganiyah',
    description: 'Colored 10 Hebrew letter pages.',
    tagline: 'Sweet colors, sprinkled everywhere!',
    tier: 2, rarity: 'rare', category: 'achievement', xpReward: 25,
    criterion: { kind: 'coloring_pages', count: 10 },
  },
  {
    key: 'dreidel-spinner', name: 'Dreidel Spinner', iconType: 'dreidel',
    description: 'Finished your first learning game.',
    tagline: 'Nes gadol haya po: a great game happened here!',
    tier: 1, rarity: 'common', category: 'achievement', xpReward: 10,
    criterion: { kind: 'games_completed', count: 1 },
  },
  {
    key: 'bright-star', name: 'Bright Star', iconType: 'star-of-david',
    description: 'Finished your first quiz.',
    tagline: 'Every answer makes you shine a little brighter.',
    tier: 1, rarity: 'common', category: 'achievement', xpReward: 10,
    criterion: { kind: 'quizzes_completed', count: 1 },
  },
  {
    key: 'shofar-sounder', name: 'Shofar Sounder', iconType: 'shofar',
    description: 'Completed 5 daily challenges.',
    tagline: 'You answered the call, again and again!',
    tier: 2, rarity: 'rare', category: 'achievement', xpReward: 40,
    criterion: { kind: 'challenges_completed', count: 5 },
  },
  {
    key: 'high-five-hamsa', name: 'High Five Hamsa', iconType: 'hamsa',
    description: 'Earned your first 100 XP.',
    tagline: 'High five! Your hard work is paying off.',
    tier: 1, rarity: 'common', category: 'milestone', xpReward: 10,
    criterion: { kind: 'xp', amount: 100 },
  },
  {
    key: 'overflowing-cup', name: 'Overflowing Cup', iconType: 'kiddush-cup',
    description: 'Reached level 3.',
    tagline: 'Your cup of learning is running over!',
    tier: 2, rarity: 'rare', category: 'milestone', xpReward: 30,
    criterion: { kind: 'level', level: 3 },
  },
  {
    key: 'star-scholar', name: 'Star Scholar', iconType: 'star-of-david',
    description: 'Earned 1,000 XP.',
    tagline: 'As many as the stars in the sky: that is how much you have learned!',
    tier: 3, rarity: 'epic', category: 'milestone', xpReward: 100,
    criterion: { kind: 'xp', amount: 1000 },
  },
  {
    key: 'candle-keeper', name: 'Candle Keeper', iconType: 'candles',
    description: 'Learned 3 days in a row.',
    tagline: 'Three days of light, and still glowing!',
    tier: 1, rarity: 'common', category: 'special', xpReward: 15,
    criterion: { kind: 'streak_days', count: 3 },
  },
  {
    key: 'menorah-master', name: 'Menorah Master', iconType: 'menorah',
    description: 'Learned 7 days in a row, one for each branch of the menorah.',
    tagline: 'Seven branches, seven days, one bright learner!',
    tier: 3, rarity: 'epic', category: 'special', xpReward: 70,
    criterion: { kind: 'streak_days', count: 7 },
  },
  {
    key: 'golden-menorah', name: 'Golden Menorah', iconType: 'menorah',
    description: 'Learned 18 days in a row: chai days of light. A special badge for Premium members.',
    tagline: 'Eighteen days, and your light shines like gold!',
    tier: 4, rarity: 'legendary', category: 'special', xpReward: 100,
    criterion: { kind: 'streak_days', count: 18 }, premium: true,
  },
  {
    key: 'cup-of-blessing', name: 'Cup of Blessing', iconType: 'kiddush-cup',
    description: 'Spent 180 minutes learning. A special badge for Premium members.',
    tagline: 'Your cup is full of blessings, and of learning!',
    tier: 3, rarity: 'epic', category: 'special', xpReward: 60,
    criterion: { kind: 'study_minutes', count: 180 }, premium: true,
  },
];
