/** Level L starts at L squared times 100 XP; nobody is below level 1. */
export function levelForXp(xp: number): number {
  return Math.max(1, Math.floor(Math.sqrt(Math.max(0, xp) / 100)));
}

/** The XP at which a level starts (level 1 starts at 0, since nobody is below it). */
export function levelThreshold(level: number): number {
  return level <= 1 ? 0 : level * level * 100;
}

/** Where a user stands between their level's threshold and the next one. */
export function levelProgress(xp: number): { level: number; from: number; to: number; fraction: number } {
  const level = levelForXp(xp);
  const from = levelThreshold(level);
  const to = (level + 1) * (level + 1) * 100;
  return { level, from, to, fraction: Math.min(1, Math.max(0, (xp - from) / (to - from))) };
}
