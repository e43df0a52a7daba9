import { missingFrom } from './grade-reply';

/** A reply that says it (the tutor, "I") is not sure or does not know; "people they do not know" is not that. */
const UNSURE = [/\bi(?:'m| am)(?: \w+)? not (?:\w+ )?sure\b/, /\bi (?:\w+ )?(?:don't|do not|didn't|did not) (?:\w+ )?know\b/];
/** A reply that sends the child to ask someone else. */
const ELSEWHERE = [
  /\b(?:ask|check with) (?:a|your|the) (?:rabbi|rav|rebbe|teacher|morah|parent|grown-?up|grown up|adult)s?\b/,
  /\bask (?:your )?(?:mom|mum|dad|ima|abba|parents)\b/,
];

const lower = (reply: string) => reply.toLowerCase().replace(/[’‘]/g, "'");

/** Whether a reply says it is not sure or does not know. */
export function saysUnsure(reply: string): boolean {
  const text = lower(reply);
  return UNSURE.some((pattern) => pattern.test(text));
}

/** Whether a reply says it is not sure or does not know, or sends the child to ask someone else. */
export function declines(reply: string): boolean {
  const text = lower(reply);
  return saysUnsure(reply) || ELSEWHERE.some((pattern) => pattern.test(text));
}

/**
 * Whether a reply is evasive: it says it is not sure or does not know, or tells the child to ask a rabbi,
 * teacher or grown-up, and holds none of what a right answer must contain. Sending a child to a grown-up
 * beside a real answer is caring, not evasive.
 */
export function isEvasive(reply: string, must: readonly string[]): boolean {
  return declines(reply) && missingFrom(reply, must).length === must.length;
}
