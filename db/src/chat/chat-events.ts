import { type ChatEventData, type ChatEventType, type FlagScreen, type SafetyCategory, type SafetySeverity, severityOf, toSafetyCategory } from '@morah/contracts';
import type { StoredEvent } from '../events/event-store';

export type { ChatEventData, ChatEventType } from '@morah/contracts';
export type NewChatEvent = { [T in ChatEventType]: { type: T; data: ChatEventData[T] } }[ChatEventType];
export type StoredChatEvent = { [T in ChatEventType]: StoredEvent<T, ChatEventData[T]> }[ChatEventType];

/**
 * The flag a screen raises, from the category names it uses (today's, older ones, or the moderation
 * service's), read as SafetyCategory names with their severity.
 */
export function messageFlagged(messageId: string, names: readonly string[], screen: FlagScreen): NewChatEvent {
  const { categories, severity } = flagOf({ categories: [...names] });
  return { type: 'MessageFlagged', data: { messageId, categories, severity, screen } };
}

/** A stored flag's categories and severity, whatever version of the screen wrote it. */
export function flagOf(data: Pick<ChatEventData['MessageFlagged'], 'categories' | 'severity'>): { categories: SafetyCategory[]; severity: SafetySeverity } {
  const categories = [...new Set(data.categories.map(toSafetyCategory))];
  return { categories, severity: data.severity ?? severityOf(categories) };
}

export const threadStream = (threadId: number) => `thread-${threadId}`;

export function threadIdOf(streamId: string): number | undefined {
  const match = /^thread-(\d+)$/.exec(streamId);
  return match ? Number(match[1]) : undefined;
}

export const isChatEvent = (event: StoredEvent): event is StoredChatEvent => threadIdOf(event.streamId) !== undefined;

/** A new thread is called this until the student's first message names it. */
export const DEFAULT_THREAD_TITLE = 'New chat with Morah';

/** The title a first message gives a thread: its first words, cut at a word boundary. */
export function titleFromMessage(content: string, max = 48): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
