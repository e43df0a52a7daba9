/**
 * The questions a child put in one message: "When does Chanukah start, and how many candles on the third
 * night?" is two. A message splits after a question mark with more to follow, and at "and" (or ", and")
 * when what follows asks again (starts with a question word). "Tell me about Moshe and Aharon" stays one.
 */

/** Words a question starts with, as children write them too (wat, wen, y). */
const ASKING = String.raw`(?:what|wat|whats|wats|when|wen|how|why|y|who|whos|where|which|wich|is|are|do|does|did|can|should|tell me)`;
const AND_THEN_ASKING = new RegExp(String.raw`\s*(?:,\s*)?\b(?:and|&)\s+(?=${ASKING}\b)`, 'iu');
const AFTER_QUESTION_MARK = /(?<=\?)\s+(?=\S)/u;

/** Each question of the message, in order; one element when it asks one thing. */
export function questionsIn(message: string): string[] {
  return message
    .split(AFTER_QUESTION_MARK)
    .flatMap((part) => part.split(AND_THEN_ASKING))
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}
