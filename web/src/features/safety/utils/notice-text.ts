import { type Notice, SAFETY_CATEGORY_LABEL, SAFETY_SEVERITY_LABEL, type SafetyCategory } from '@morah/contracts';
import { formatDayAndTime } from '@/lib/format-when';

/** The category labels of a flag, in words a grown-up reads calmly: 'Being hurt, Bullied or threatened'. */
export const categoryWords = (categories: readonly SafetyCategory[]) => categories.map((c) => SAFETY_CATEGORY_LABEL[c]).join(', ');

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'your child';

/** Who handled a flag and when: 'Handled by Rivka Cohen, today 10:42'. */
export const handledLine = (handled: NonNullable<Notice['handled']>, now = new Date()) => `Handled by ${handled.byName}, ${formatDayAndTime(handled.at, now)}`;

/**
 * What a notice says to its grown-up, as a title and a line under it: calm and clear, never the
 * child's own words. A teacher is sent to "Needs care" with what the screen heard (once a flag is
 * handled, their notice of it is no longer shown); a parent is told, as before flags had categories,
 * that the teacher knows, and later who looked after it and when.
 */
export function noticeText(notice: Notice, role: 'teacher' | 'parent', now = new Date()): { title: string; description: string } {
  const { studentName, severity, categories } = notice.data;
  const what = `${SAFETY_SEVERITY_LABEL[severity]}: ${categoryWords(categories)}`;
  if (role === 'teacher') return { title: `${studentName} needs care`, description: `A message was flagged (${what}). It is waiting in Needs care.` };
  const child = firstName(studentName);
  return notice.handled
    ? { title: `${notice.handled.byName} looked after ${child}'s message`, description: `${handledLine(notice.handled, now)}.` }
    : { title: `A message from ${child} needs a grown-up`, description: 'Their teacher has been told. You can read the conversation on your dashboard.' };
}
