import type { ActivityType } from '../learning';

/** Fixed XP per activity (spec core 9). Study time earns 2 XP per whole minute. */
export const ACTIVITY_XP = { chat: 5, coloring: 10, parsha: 15 } as const;
export const STUDY_XP_PER_MINUTE = 2;

/** The server's ruling on an activity's XP; whatever the client claims is ignored. */
export function xpForActivity(activityType: ActivityType, durationSeconds: number): number {
  if (activityType === 'study_time') return Math.floor(Math.max(0, durationSeconds) / 60) * STUDY_XP_PER_MINUTE;
  return ACTIVITY_XP[activityType];
}
