import type { ChatThread } from '@morah/contracts';
import { isToday } from './format-time';

/** Conversations a teacher should see: active ones and any flagged one; flagged first, then newest. */
export function conversationsToWatch(threads: readonly ChatThread[]): ChatThread[] {
  return threads
    .filter((t) => t.isActive || t.flagged)
    .sort((a, b) => Number(b.flagged) - Number(a.flagged) || b.updatedAt.localeCompare(a.updatedAt));
}

/** Figures for the stat cards, from the thread list. */
export function chatFigures(threads: readonly ChatThread[]) {
  const watched = conversationsToWatch(threads);
  return {
    activeChats: threads.filter((t) => t.isActive).length,
    needsAttention: watched.filter((t) => !t.teacherJoined).length,
    flagged: threads.filter((t) => t.flagged).length,
    studentsChatting: new Set(threads.map((t) => t.studentId)).size,
  };
}

/** Today's figures that the thread list can answer (local calendar day). */
export function todaysFigures(threads: readonly ChatThread[], now: Date = new Date()) {
  const today = threads.filter((t) => isToday(t.updatedAt, now));
  return {
    activeStudents: new Set(today.map((t) => t.studentId)).size,
    /** Messages in the conversations that moved today (the list carries whole-thread counts only). */
    messagesInTodaysChats: today.reduce((sum, t) => sum + t.messageCount, 0),
  };
}
