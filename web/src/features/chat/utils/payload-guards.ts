import type { ChatMessage, ChatThread, SafetyNotice, TeacherJoinedNotice, TutorDelta, TutorFailure, TutorTyping } from '@morah/contracts';

/** Socket payloads are typed but unchecked: each handler looks at the fields it relies on first. */
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';

export function isChatMessage(value: unknown): value is ChatMessage {
  return (
    isObject(value) &&
    isText(value.id) &&
    isInt(value.threadId) &&
    isInt(value.version) &&
    (value.senderType === 'student' || value.senderType === 'ai' || value.senderType === 'teacher') &&
    isText(value.content) &&
    isText(value.createdAt) &&
    (value.replyTo === null || isText(value.replyTo))
  );
}

export function isChatThread(value: unknown): value is ChatThread {
  return (
    isObject(value) &&
    isInt(value.id) &&
    isInt(value.studentId) &&
    isText(value.title) &&
    typeof value.teacherJoined === 'boolean' &&
    isInt(value.version) &&
    isText(value.updatedAt)
  );
}

export function isTutorDelta(value: unknown): value is TutorDelta {
  return isObject(value) && isInt(value.threadId) && isText(value.replyTo) && isText(value.delta) && (value.offset === undefined || isInt(value.offset));
}

export function isTutorTyping(value: unknown): value is TutorTyping {
  return isObject(value) && isInt(value.threadId) && isText(value.replyTo);
}

export function isTutorFailure(value: unknown): value is TutorFailure {
  return isObject(value) && isInt(value.threadId) && isText(value.replyTo) && isInt(value.version) && isText(value.message);
}

export function isTeacherJoined(value: unknown): value is TeacherJoinedNotice {
  return isObject(value) && isInt(value.threadId) && isInt(value.version) && isText(value.teacherName);
}

export function isSafetyNotice(value: unknown): value is SafetyNotice {
  return isObject(value) && isInt(value.threadId) && isInt(value.studentId) && isText(value.studentName);
}
