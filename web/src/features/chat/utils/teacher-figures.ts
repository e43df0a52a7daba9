import type { ChatThread } from '@morah/contracts';

/** Conversations a teacher should see: active ones and any flagged one; flagged first, then newest. */
export function conversationsToWatch(threads: readonly ChatThread[]): ChatThread[] {
  return threads
    .filter((t) => t.isActive || t.flagged)
    .sort((a, b) => Number(b.flagged) - Number(a.flagged) || b.updatedAt.localeCompare(a.updatedAt));
}

/** Figures the live thread list answers exactly; today's counts come from the server's stats. */
export function chatFigures(threads: readonly ChatThread[]) {
  const watched = conversationsToWatch(threads);
  return {
    activeChats: threads.filter((t) => t.isActive).length,
    needsAttention: watched.filter((t) => !t.teacherJoined).length,
  };
}
