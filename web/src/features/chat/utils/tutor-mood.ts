import type { ChatMessage } from '@morah/contracts';

export type TutorMood = 'thinking' | 'happy' | 'excited' | 'wise';

/** Spec core 9: an AI reply longer than this reads as a wise one. */
export const LONG_REPLY_CHARACTERS = 100;

/**
 * Spec core 4, 'Tutor mood': thinking while a reply loads (sending sets it); happy with no
 * messages; otherwise from the last AI message: excited if it has an exclamation mark, wise if
 * longer than 100 characters, else happy.
 */
export function tutorMood({ thinking, messages }: { thinking: boolean; messages: readonly Pick<ChatMessage, 'senderType' | 'content'>[] }): TutorMood {
  if (thinking) return 'thinking';
  if (messages.length === 0) return 'happy';
  const lastAi = messages.findLast((m) => m.senderType === 'ai');
  if (!lastAi) return 'happy';
  if (lastAi.content.includes('!')) return 'excited';
  if (lastAi.content.length > LONG_REPLY_CHARACTERS) return 'wise';
  return 'happy';
}
