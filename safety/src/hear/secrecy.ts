import { HAPPY_SECRET, SECRET } from '../concepts/topics';
import type { Reading } from '../read/read-message';

/** Ways a child is told to keep something from grown-ups, as lemmas. */
const KEEP_IT_FROM = ['not to tell', 'not tell', 'never tell', 'never to tell', 'if i tell', 'if you tell', 'nobody can know', 'no one can know', 'not believe', 'nobody will believe', 'no one will believe', 'between us', 'get in trouble if', 'keep it quiet', 'delete our', 'delete the message', 'delete the chat', 'delete them', 'delete it', 'delete the pictures', 'delete the pics'];

/**
 * Someone told the child to keep a secret from grown-ups ("said its our secret", "told me not to
 * tell", "no one will believe you"). A surprise party or a present is the happy kind.
 */
export function tellsOfSecrecy(reading: Reading): boolean {
  const happy = [...HAPPY_SECRET].some((w) => reading.words.has(w));
  if ([...SECRET].some((w) => reading.words.has(w)) && !happy) return true;
  return KEEP_IT_FROM.some((p) => reading.has(p) || reading.hasLemmas(p));
}
