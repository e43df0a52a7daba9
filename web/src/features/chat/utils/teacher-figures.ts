import type { ChatThread } from '@morah/contracts';

/** Conversations flagged for care come first, then the newest. */
export function flaggedFirstThenNewest(threads: readonly ChatThread[]): ChatThread[] {
  return [...threads].sort((a, b) => Number(b.flagged) - Number(a.flagged) || b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
}

/** Conversations a teacher should see: active ones and any flagged one; flagged first, then newest. */
export function conversationsToWatch(threads: readonly ChatThread[]): ChatThread[] {
  return flaggedFirstThenNewest(threads.filter((t) => t.isActive || t.flagged));
}

/** Figures the live thread list answers exactly; today's counts come from the server's stats. */
export function chatFigures(threads: readonly ChatThread[]) {
  const watched = conversationsToWatch(threads);
  return {
    activeChats: threads.filter((t) => t.isActive).length,
    needsAttention: watched.filter((t) => !t.teacherJoined).length,
  };
}
