/** Query keys of the chat data, each the URL it is read from (the stats add the day they count from). */
export const chatKeys = {
  threads: ['/api/chat/threads'] as const,
  thread: (threadId: number) => [`/api/chat/threads/${threadId}`] as const,
  messages: (threadId: number) => [`/api/chat/threads/${threadId}/messages`] as const,
  /** Every day's stats: invalidate this to read them all again. */
  allStats: ['/api/chat/stats'] as const,
  stats: (since: string) => ['/api/chat/stats', { since }] as const,
};

/** Spec core 9: the fallback polling used only while the live connection is down. */
export const MESSAGE_POLL_MS = 2000;
export const THREAD_POLL_MS = 5000;
