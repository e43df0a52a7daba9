import type { LevelUp, XpGained } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { notifyLevelUp } from '@/features/gamification/utils/progress-notices';
import { applyXp } from '@/lib/auth';
import { useSocketEvent } from '@/lib/socket-context';

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function isXpGained(payload: unknown): payload is XpGained {
  if (typeof payload !== 'object' || payload === null) return false;
  const p = payload as Record<string, unknown>;
  return isInt(p.amount) && isInt(p.xp) && isInt(p.level);
}

function isLevelUp(payload: unknown): payload is LevelUp {
  return typeof payload === 'object' && payload !== null && isInt((payload as Record<string, unknown>).level);
}

/** Live XP from the socket: the current user's figures change without a reload; a new level gets a toast. */
export function LiveProgress() {
  const queryClient = useQueryClient();
  useSocketEvent('xp:gained', (payload) => {
    if (isXpGained(payload)) applyXp(queryClient, payload);
  });
  useSocketEvent('level:up', (payload) => {
    // Told once even when a badge popup announces the same new level.
    if (isLevelUp(payload)) notifyLevelUp(payload.level);
  });
  return null;
}
