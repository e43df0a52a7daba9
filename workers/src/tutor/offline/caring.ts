/**
 * The answer when the safety screen flagged a child's message. Whatever the question was, the reply is
 * short, kind and calm, never a lecture, never repeats the worrying words, and points to a trusted
 * grown-up (the teacher already knows). A shared phone number or password gets a gentler privacy reminder.
 */
import { screenMessage } from '@morah/contracts';

export const CARING_ANSWER = (name: string) =>
  `${name}, thank you for telling me. I'm really glad you did. You don't have to handle this on your own: a grown-up you trust can help, and your teacher has been told so they can help too. If you feel you might be in danger, please talk to a grown-up you trust right now.`;

export const CARING_QUESTION = 'Who is a grown-up you trust that you could talk to today?';

export const PRIVACY_ANSWER = (name: string) =>
  `Thank you for trusting me, ${name}. Things like phone numbers, addresses, emails and passwords are best kept private online, even with me, so I won't repeat them. Your teacher has been told, just to help keep you safe.`;

export const PRIVACY_QUESTION = 'What would you like to learn about together instead?';

export function caringReply(lastStudentMessage: string, name: string): { answer: string; question: string } {
  const { categories } = screenMessage(lastStudentMessage);
  const onlyPrivacy = categories.length === 1 && categories[0] === 'personal-details';
  return onlyPrivacy
    ? { answer: PRIVACY_ANSWER(name), question: PRIVACY_QUESTION }
    : { answer: CARING_ANSWER(name), question: CARING_QUESTION };
}
