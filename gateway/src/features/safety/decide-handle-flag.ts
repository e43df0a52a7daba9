import { FLAG_NOTE_RULE, FlagNote } from '@morah/contracts';
import type { NewChatEvent } from '@morah/db';

/** What handling a flag is decided on: the flag as it stands, if any, and whether this teacher may handle it. */
export interface HandleFlagState {
  flag: { messageId: string; handledAt: Date | null; handledByName: string | null } | undefined;
  /** The teacher teaches the child in one of their classes. */
  teachesChild: boolean;
}

export interface HandleFlagCommand {
  messageId: string;
  teacherId: number;
  teacherName: string;
  note: string;
}

/** Why a flag cannot be handled, as the answer says it. */
export interface HandleFlagRefusal {
  status: 400 | 404 | 409;
  code: 'validation_failed' | 'not_found' | 'conflict';
  message: string;
}

export type HandleFlagDecision = { ok: true; events: NewChatEvent[] } | { ok: false; refusal: HandleFlagRefusal };

/** What anyone hears of a flag they may not handle, or that is not there: the same words. */
export const FLAG_NOT_FOUND = 'We could not find that flagged message.';

/**
 * Mark a flag handled: only by a teacher of one of the child's classes (for anyone else the flag
 * does not exist), only once, and only with a short note (1 to 500 characters once trimmed).
 */
export function decideHandleFlag(state: HandleFlagState, command: HandleFlagCommand): HandleFlagDecision {
  const { flag } = state;
  if (!flag || !state.teachesChild) return refuse(404, 'not_found', FLAG_NOT_FOUND);
  if (flag.handledAt) {
    const by = flag.handledByName ? ` by ${flag.handledByName}` : '';
    return refuse(409, 'conflict', `This was already marked handled${by}.`);
  }
  const note = FlagNote.safeParse(command.note);
  if (!note.success) return refuse(400, 'validation_failed', FLAG_NOTE_RULE);
  const { messageId, teacherId, teacherName } = command;
  return { ok: true, events: [{ type: 'FlagHandled', data: { messageId, teacherId, teacherName, note: note.data } }] };
}

const refuse = (status: HandleFlagRefusal['status'], code: HandleFlagRefusal['code'], message: string): HandleFlagDecision => ({ ok: false, refusal: { status, code, message } });
