import { LevelUp, XpGained } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { notifyLevelUp } from '@/features/gamification/utils/progress-notices';
import { applyXp } from '@/lib/auth';
import { useSocketEvent } from '@/lib/socket-context';

/** Live XP from the socket: the current user's figures change without a reload; a new level gets a toast. */
export function LiveProgress() {
  const queryClient = useQueryClient();
  useSocketEvent('xp:gained', (payload) => {
    const gained = XpGained.safeParse(payload).data;
    if (gained) applyXp(queryClient, gained);
  });
  useSocketEvent('level:up', (payload) => {
    // Told once even when a badge popup announces the same new level.
    const levelUp = LevelUp.safeParse(payload).data;
    if (levelUp) notifyLevelUp(levelUp.level);
  });
  return null;
}
