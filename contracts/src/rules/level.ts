/** Level L starts at L squared times 100 XP; nobody is below level 1. */
export function levelForXp(xp: number): number {
  return Math.max(1, Math.floor(Math.sqrt(Math.max(0, xp) / 100)));
}

/** The XP at which a level starts (level 1 starts at 0, since nobody is below it). */
export function levelThreshold(level: number): number {
  return level <= 1 ? 0 : level * level * 100;
}

export interface LevelProgress {
  level: number;
  /** The XP at which this level started, and the XP at which the next one starts. */
  from: number;
  to: number;
  /** How far along the bar is, 0 to 1. */
  fraction: number;
  /** XP still needed for the next level: the one figure every '{n} XP to next level' shows. */
  toNext: number;
}

/** Where a user stands between their level's threshold and the next one. */
export function levelProgress(xp: number): LevelProgress {
  const safe = Number.isFinite(xp) ? Math.max(0, Math.floor(xp)) : 0;
  const level = levelForXp(safe);
  const from = levelThreshold(level);
  const to = levelThreshold(level + 1);
  return { level, from, to, fraction: Math.min(1, Math.max(0, (safe - from) / (to - from))), toNext: Math.max(0, to - safe) };
}
