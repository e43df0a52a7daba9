import type { ChatThread } from '@morah/contracts';

/** Who wrote a thread's last message, as a list shows it. */
export function senderLabel(thread: ChatThread): string {
  switch (thread.lastMessage?.senderType) {
    case 'ai':
      return 'Morah AI';
    case 'teacher':
      return 'Teacher';
    default:
      return thread.studentName;
  }
}

/** The one-line preview under a conversation's title. */
export function previewLine(thread: ChatThread): string {
  return thread.lastMessage ? `${senderLabel(thread)}: ${thread.lastMessage.preview}` : 'No messages yet';
}
