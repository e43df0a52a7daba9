import { type FlagHandling, type SafetyCategory, type SafetySeverity, tellsGrownUpsAtOnce } from '@morah/contracts';
import { flagOf, type StoredChatEvent } from '../chat/chat-events';

/** What an append's events ask of the grown-ups' notices, in the order the events came. */
export type SafetyNoticeChange =
  /** An urgent or high flag: a notice for every teacher of the child's classes and every linked parent. */
  | { change: 'raise'; messageId: string; severity: SafetySeverity; categories: SafetyCategory[]; raisedAt: Date }
  /** A flag handled: the parents' notice of it comes back unopened, saying who handled it, when, and the note. */
  | { change: 'reopen-for-parents'; messageId: string; handled: FlagHandling };

/**
 * Who hears of a flag at once, as a notice that stays until opened: a pure reading of the events.
 * Care flags raise no notice (they wait in the teachers' "Needs care" panel); handling a flag tells
 * the parents who had a notice of it.
 */
export function safetyNoticesFor(events: readonly StoredChatEvent[]): SafetyNoticeChange[] {
  const changes: SafetyNoticeChange[] = [];
  for (const event of events) {
    if (event.type === 'MessageFlagged') {
      const { categories, severity } = flagOf(event.data);
      if (tellsGrownUpsAtOnce(severity)) changes.push({ change: 'raise', messageId: event.data.messageId, severity, categories, raisedAt: event.createdAt });
    } else if (event.type === 'FlagHandled') {
      const { messageId, teacherName, note } = event.data;
      changes.push({ change: 'reopen-for-parents', messageId, handled: { byName: teacherName, at: event.createdAt.toISOString(), note } });
    }
  }
  return changes;
}
