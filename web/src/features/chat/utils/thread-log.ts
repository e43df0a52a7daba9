import type { ChatMessage, MessagesResponse, TutorFailure } from '@morah/contracts';

/**
 * What the client holds of one thread: its messages (each once, in stream order), the tutor
 * replies that failed and were not answered since, and the stream version it has caught up to.
 */
export interface ThreadLog {
  messages: ChatMessage[];
  failures: TutorFailure[];
  /** Every event up to this stream version is held; the next catch-up asks for what came after it. */
  cursor: number;
  /** Replies the student asked for again, by message id: failures at or below that version are settled. */
  retried: Record<string, number>;
}

export const emptyLog = (): ThreadLog => ({ messages: [], failures: [], cursor: 0, retried: {} });

function byVersion(a: ChatMessage, b: ChatMessage): number {
  return a.version - b.version || a.createdAt.localeCompare(b.createdAt);
}

function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byVersion);
}

function mergeFailures(held: readonly TutorFailure[], incoming: readonly TutorFailure[]): TutorFailure[] {
  if (incoming.length === 0) return held as TutorFailure[];
  const byReply = new Map(held.map((f) => [f.replyTo, f]));
  for (const failure of incoming) {
    const known = byReply.get(failure.replyTo);
    if (!known || failure.version >= known.version) byReply.set(failure.replyTo, failure);
  }
  return [...byReply.values()].sort((a, b) => a.version - b.version);
}

/**
 * Add what a REST read answered. Its `version` is the thread's version at the time of the read, so
 * everything up to it is now held (the read asked for all that came after the cursor).
 */
export function mergeResponse(log: ThreadLog | undefined, response: MessagesResponse): ThreadLog {
  const base = log ?? emptyLog();
  return {
    ...base,
    messages: mergeMessages(base.messages, response.messages),
    failures: mergeFailures(base.failures, response.failures),
    cursor: Math.max(base.cursor, response.version),
  };
}

/**
 * Add events that came some other way (the socket, a send's answer). `advance` moves the cursor:
 * only right for events from a watched room that has caught up, where nothing before them is missing.
 */
export function mergeLive(
  log: ThreadLog | undefined,
  incoming: { messages?: readonly ChatMessage[]; failures?: readonly TutorFailure[]; version?: number },
  advance: boolean,
): ThreadLog {
  const base = log ?? emptyLog();
  const versions = [incoming.version ?? 0, ...(incoming.messages ?? []).map((m) => m.version), ...(incoming.failures ?? []).map((f) => f.version)];
  return {
    ...base,
    messages: mergeMessages(base.messages, incoming.messages ?? []),
    failures: mergeFailures(base.failures, incoming.failures ?? []),
    cursor: advance ? Math.max(base.cursor, ...versions) : base.cursor,
  };
}

export function markRetried(log: ThreadLog | undefined, failure: TutorFailure): ThreadLog {
  const base = log ?? emptyLog();
  return { ...base, retried: { ...base.retried, [failure.replyTo]: Math.max(base.retried[failure.replyTo] ?? 0, failure.version) } };
}

/** The tutor's answer to a message, once it is held. */
export function replyTo(log: ThreadLog | undefined, messageId: string): ChatMessage | undefined {
  return log?.messages.find((m) => m.senderType === 'ai' && m.replyTo === messageId);
}

/** Failures still waiting for the student: not answered since and not asked again. */
export function openFailures(log: ThreadLog | undefined): TutorFailure[] {
  if (!log) return [];
  return log.failures.filter((f) => !replyTo(log, f.replyTo) && (log.retried[f.replyTo] ?? -1) < f.version);
}
