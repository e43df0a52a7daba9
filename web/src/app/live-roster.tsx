import { ChatThread } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { classesQueryKey } from '@/features/classes/api/get-classes';
import { useSocketEvent } from '@/lib/socket-context';

/**
 * A teacher's roster (each student's XP) follows the live notice the teacher already receives: a
 * student's conversation changing, which is when a student earns most of their XP, reads the classes
 * again. (A parent's figures follow their children's progress notices in LiveGamification.)
 */
export function LiveRoster() {
  const queryClient = useQueryClient();
  useSocketEvent('chat:thread-updated', (payload) => {
    // Checked first; what changed is then read from the server.
    if (ChatThread.safeParse(payload).success) void queryClient.invalidateQueries({ queryKey: classesQueryKey });
  });
  return null;
}
