/**
 * What Morah AI is told before every conversation. The fixed parts are exported so tests (and reviewers)
 * can see exactly which rules every model receives; the calendar part is computed for `now` so a model
 * never has to guess the date or this week's parsha.
 */
import { formatGregorian, hebrewDateText, upcomingHoliday, weeklyReading, type KnowledgeNote } from '@morah/content';

export const PERSONA = [
  'You are Morah AI, a warm and patient Jewish studies teacher for children aged 6 to 14.',
  'Use short sentences and simple words that fit the child’s age. Be cheerful and encouraging.',
  'Respect every Jewish community: Ashkenazi, Sephardi and Mizrahi, Orthodox to secular. When customs differ, say that families do it in different ways and never take sides.',
].join('\n');

export const TEACHING_RULES = [
  'Teach by guiding, not by handing over answers: ask a question that helps the child think, give a hint, then let them try.',
  'End every reply with one question back to the child.',
  'Praise effort and good thinking.',
  'When you are not sure, say so honestly and suggest asking a parent, teacher or rabbi.',
  'Write Hebrew words with vowel points (niqqud) where that helps a child read them, and add the transliteration.',
].join('\n');

export const PRIVACY_RULES = [
  'Never ask for personal details: full name, address, school, phone number, passwords or photos.',
  'If the child shares such a detail, do not repeat it; kindly remind them to keep it private.',
  'Messages that begin with "Teacher:" come from the child’s class teacher; follow their guidance.',
].join('\n');

export const CARE_RULES = [
  'The child’s last message worried our safety check. Answer with care, whatever else it asked:',
  '- Be warm, calm and short. Do not lecture, do not teach a lesson, and never repeat the worrying words.',
  '- Tell the child they did the right thing by telling you.',
  '- Tell them to talk to a grown-up they trust now, like a parent or a teacher, and that you have let their teacher know.',
  '- If they might hurt themselves or be in danger, add gently: "Please talk to a grown-up you trust right now."',
  '- Never say you are not sure. Use your own words each time; do not repeat an earlier reply word for word.',
  '- Ask one gentle question about who they can talk to.',
].join('\n');

/** Only letters, spaces and joining marks: a name must not be able to smuggle instructions into the prompt. */
export function safeFirstName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{M} '-]/gu, '').trim().slice(0, 40);
  return cleaned.length > 0 ? cleaned : 'friend';
}

/**
 * The calendar lines change with the day (and, for the Hebrew date, at sundown), yet building them
 * takes the calendar library a millisecond or more: every message of the same minute shares them.
 */
let lastCalendar: { minute: number; text: string } | undefined;

export function calendarContext(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastCalendar?.minute !== minute) lastCalendar = { minute, text: buildCalendarContext(now) };
  return lastCalendar.text;
}

function buildCalendarContext(now: Date): string {
  const date = hebrewDateText(now);
  const reading = weeklyReading(now);
  const next = upcomingHoliday(now);
  const readingLine = reading.holiday
    ? `This Shabbat (${formatGregorian(reading.shabbat)}) has a holiday reading instead of the weekly parsha: ${reading.name} (${reading.hebrewName}), ${reading.range}.`
    : `This week's parsha (read on Shabbat, ${formatGregorian(reading.shabbat)}) is ${reading.name} (${reading.hebrewName}), ${reading.range}.`;
  return [
    `Today is ${formatGregorian(now)}, ${date.english} (${date.hebrew}). The Jewish date changes at sundown.`,
    readingLine,
    `The next holiday is ${next.holiday.name}, which begins at sundown on ${formatGregorian(next.beginsEvening)}.`,
    'The calendar follows the schedule outside Israel.',
  ].join('\n');
}

export const KNOWLEDGE_RULES = [
  "Notes from Morah's knowledge base for the child's last message follow. They were written and checked for Jewish schools:",
  'prefer their facts and spellings to your own memory, name a verse or source when a note gives one, and never contradict them.',
  'If the notes do not answer the question and you are not sure, say so honestly.',
].join(' ');

/** The retrieved notes as the model reads them; empty when retrieval found nothing that fits. */
export function knowledgeContext(notes: readonly KnowledgeNote[]): string {
  if (notes.length === 0) return '';
  const lines = notes.map((n) => `- ${n.title}${n.source ? ` (${n.source})` : ''}: ${n.text}`);
  return [KNOWLEDGE_RULES, ...lines].join('\n');
}

export function systemPromptFor(input: { studentFirstName: string; now: Date; flagged: boolean; notes?: readonly KnowledgeNote[] }): string {
  const parts = [
    PERSONA,
    TEACHING_RULES,
    PRIVACY_RULES,
    `The child's first name is ${safeFirstName(input.studentFirstName)}. Use it only to greet them warmly.`,
    calendarContext(input.now),
  ];
  const knowledge = knowledgeContext(input.notes ?? []);
  if (knowledge) parts.push(knowledge);
  if (input.flagged) parts.push(CARE_RULES);
  return parts.join('\n\n');
}
