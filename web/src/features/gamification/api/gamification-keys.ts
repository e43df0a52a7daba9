/** Query keys of the gamification data, each the URL it is read from. */
export const gamificationKeys = {
  /** The whole badge catalogue. */
  badges: ['/api/badges'] as const,
  /** One user's earned badges, newest first. */
  userBadges: (userId: number) => [`/api/users/${userId}/badges`] as const,
  /** A student's XP, level, streaks, challenges, badges and ranks. */
  dashboard: ['/api/gamification/dashboard'] as const,
};

/** Every parent view's data is read from a URL under this prefix. */
export const PARENT_DATA_PREFIX = '/api/parent';
