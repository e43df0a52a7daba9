/**
 * The answer when the safety screen flagged a child's message. Whatever the question was, the reply is
 * warm and short: the child did right to tell, a trusted grown-up (a parent, a teacher) can help now,
 * and Morah has let their teacher know; after a wish to be hurt or to die, gently, to tell a grown-up
 * right now. It never repeats the worrying words, never says it is not sure, never turns to a lesson.
 * A shared phone number or password gets a gentle privacy reminder, unkind words a kind one. Each kind
 * has a few wordings, picked by the message's id, and a wording already used in the chat is skipped.
 */
import type { SafetyCategory } from '@morah/contracts';
import { screenConversation } from '@morah/safety';

export interface CaringReply {
  answer: string;
  question: string;
}

type Wording = (name: string) => CaringReply;

export const CARING_WORDINGS: readonly Wording[] = [
  (name) => ({
    answer: `${name}, thank you for telling me. You did the right thing. Please talk to a grown-up you trust now, like a parent or your teacher. I have let your teacher know, so they can help you.`,
    question: 'Who is a grown-up you can talk to today?',
  }),
  (name) => ({
    answer: `I'm really glad you told me, ${name}. Telling was the right thing to do. A grown-up you trust, like a parent or a teacher, can help, so please go and talk to one now. Your teacher knows too: I let them know.`,
    question: 'Which grown-up could you go to now?',
  }),
  (name) => ({
    answer: `Thank you for sharing that with me, ${name}. That was brave, and it was right to tell. You don't have to handle this alone: please talk to a grown-up you trust now, like a parent or a teacher. I have let your teacher know.`,
    question: 'Who could you talk to about this?',
  }),
];

/** Said after a wish to be hurt or to die, gently, before the question. */
export const RIGHT_NOW = 'You matter a lot. Please talk to a grown-up you trust right now.';

export const PRIVACY_WORDINGS: readonly Wording[] = [
  (name) => ({
    answer: `Thank you for trusting me, ${name}. Things like phone numbers, addresses, emails and passwords are best kept private online, even with me, so I won't repeat them. I have let your teacher know, just to help keep you safe.`,
    question: 'What would you like to learn about together instead?',
  }),
  (name) => ({
    answer: `${name}, it's kind of you to share, but numbers, addresses and passwords are private things, so let's keep them off the chat. Your teacher knows, just to help keep you safe.`,
    question: 'What shall we learn about next?',
  }),
];

export const KINDNESS_WORDINGS: readonly Wording[] = [
  (name) => ({
    answer: `${name}, let's use kind words here, with everyone. If something is upsetting you, a grown-up you trust can help, and I have let your teacher know.`,
    question: 'What would you like to learn about together?',
  }),
  (name) => ({
    answer: `Words can hurt, ${name}, so let's keep ours kind. If you are upset about something, talking to a parent or your teacher can really help. Your teacher knows too.`,
    question: 'Shall we learn something new together?',
  }),
];

/** A small, stable number from a message id (or text). */
function pick(key: string, count: number): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  return h % count;
}

function wordingFor(categories: readonly SafetyCategory[]): readonly Wording[] {
  if (categories.length > 0 && categories.every((c) => c === 'personal-details')) return PRIVACY_WORDINGS;
  if (categories.length > 0 && categories.every((c) => c === 'unkind' || c === 'personal-details')) return KINDNESS_WORDINGS;
  return CARING_WORDINGS;
}

/**
 * The caring reply to a flagged message. `studentMessages` are the child's messages, oldest first,
 * the flagged one last; `earlierReplies` what the tutor already said in the chat; `key` the message's id.
 */
export function caringReply(studentMessages: readonly string[], name: string, key: string, earlierReplies: readonly string[] = []): CaringReply {
  const latest = studentMessages.at(-1) ?? '';
  const { categories } = screenConversation(studentMessages.slice(0, -1), latest);
  const wordings = wordingFor(categories);
  const start = pick(key || latest, wordings.length);
  let reply = wordings[start]!(name);
  for (let i = 0; i < wordings.length; i++) {
    const candidate = wordings[(start + i) % wordings.length]!(name);
    if (!earlierReplies.some((r) => r.includes(candidate.answer))) {
      reply = candidate;
      break;
    }
  }
  return categories.includes('self-harm') ? { answer: `${reply.answer} ${RIGHT_NOW}`, question: reply.question } : reply;
}
