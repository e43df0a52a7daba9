import type { Role } from '@morah/contracts';

/** Who is looking: a student chats, a teacher monitors and may write, a parent only reads. */
export type ChatMode = 'student' | 'teacher' | 'parent';

export function chatModeFor(role: Role | undefined): ChatMode {
  return role === 'teacher' ? 'teacher' : role === 'parent' ? 'parent' : 'student';
}
