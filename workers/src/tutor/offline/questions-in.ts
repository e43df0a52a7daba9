/**
 * The questions a child put in one message: "When does Chanukah start, and how many candles on the third
 * night?" is two, and so is "when is purim what do we eat", typed without a stop between them. A message
 * splits after a question mark with more to follow, at "and" (or ", and") when what follows asks again
 * (starts with a question word), and where a new question starts plainly (a question word, then the word a
 * question goes on with: "what do", "when is", "how many") after a question that already named something.
 * "Tell me about Moshe and Aharon", "what do we eat when it is purim" and "my friend is sad how can i help
 * her" stay one.
 */
import { asksWhatToDo, termsOf } from '@morah/content';

/**
 * "... and the last one", "and the 2nd", "and the smallest": the same question again for another place in an
 * order, or the other end of a measure (see elliptical.ts).
 */
const ANOTHER_OF_THE_SAME = String.raw`(?:the|its|it's)\s+(?:first|last|next|second|third|fourth|fifth|\d+(?:st|nd|rd|th)|(?!rest\b)\p{L}{2,}est)(?:\s+one)?\W*$`;
/** Words a question starts with, as children write them too (wat, wen, y). */
const ASKING = String.raw`(?:what|wat|whats|wats|when|wen|how|why|y|who|whos|where|which|wich|is|are|do|does|did|can|should|tell me)`;
const AND_THEN_ASKING = new RegExp(String.raw`\s*(?:,\s*)?\b(?:and|&)\s+(?=${ASKING}\b|${ANOTHER_OF_THE_SAME})`, 'iu');
const AFTER_QUESTION_MARK = /(?<=\?)\s+(?=\S)/u;
/** The words a question goes on with after its question word, said or denied ("what can", "what cant we eat"). */
const GOES_ON_ASKING = String.raw`(?:is|are|was|were|do|does|did|can|should|would|many|much|long|old|r|u|(?:is|are|was|do|does|did|ca|wo|should)(?:n'?t))`;
/**
 * A question starting plainly inside a run of words ("what do", "when is", "how many", "whats", "tell me"), or
 * any question word after a stop that ends the question before ("how many days is pesach, what cant we eat",
 * "who was yosefs mom. who was his brother").
 */
const NEW_QUESTION = new RegExp(
  String.raw`\s*[,.;!]\s+(?=(?:what|wat|whats|wats|when|wen|how|why|who|whos|where|which|wich)\b)|\s+(?=(?:(?:what|wat|when|wen|how|why|who|where|which|wich)\s+${GOES_ON_ASKING}|whats|wats|whos|tell me)\b)`,
  'giu',
);
/** Words that only ask ("who", "what", "is"...): a part made of them alone names nothing to split from. */
const ONLY_ASKING = new Set(termsOf('who what when where why how which is are was were do does did can tell me you know'));

/**
 * "When shlomo died", "after the flood", "if i forget", "on the seventh night": a clause or a phrase that a question
 * goes on from, not a question ("when is", "when did").
 */
const CLAUSE = /^(?:and\s+)?(?:when|wen|after|once|if|because|on|in|at|during|before|for)\s+(?!(?:is|was|does|did|do|will|are|were|can|r|s|should|would)\b)/i;

/** A word that points back at what was just named: "when is it", "why do we eat them". */
const POINTS_BACK = /\b(?:it|its|they|them|he|him|she|her)\b/i;
const namesSomething = (part: string) => termsOf(part).some((t) => !ONLY_ASKING.has(t));
/** "And the third night how many lights", "shavuos what do we eat": a few words that ask nothing name what the question after them asks about. */
const ASKS_ANYTHING = new RegExp(String.raw`\b${ASKING}\b`, 'iu');
const LEADING_PHRASE_WORDS = 4;
const STARTS_ASKING = new RegExp(String.raw`^\W*${ASKING}\b`, 'iu');
const leadingPhrase = (part: string) => !ASKS_ANYTHING.test(part) && part.split(/\s+/).length <= LEADING_PHRASE_WORDS;

/** A run of words split where a new question plainly starts, each part naming something. */
function runOn(part: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of part.matchAll(NEW_QUESTION)) {
    const before = part.slice(start, match.index).trim();
    const after = part.slice(match.index + match[0].length);
    // "my grandpa cant hear well how can i help him": asking what to do about what was just told is one question;
    // so is "when shlomo died who was the next king", whose "when" begins a clause, not a question.
    // "What do u say when u hear thunder": a "when" that begins a clause goes on with the question before it.
    if (namesSomething(before) && !asksWhatToDo(after) && !CLAUSE.test(before) && !CLAUSE.test(after.trim()) && !(start === 0 && leadingPhrase(before))) {
      pieces.push(before);
      start = match.index + match[0].length;
    }
  }
  const rest = part.slice(start).trim();
  // "What is purim when is it": a last question that names nothing but points back at a question before it is one
  // of its own ("the tiny boy who beat the giant who was he" asks nothing before it, so it is one question).
  const pointsBackAtAQuestion = POINTS_BACK.test(rest) && pieces.every((p) => STARTS_ASKING.test(p));
  return pieces.length > 0 && (namesSomething(rest) || pointsBackAtAQuestion) ? [...pieces, rest] : [part];
}

/**
 * "Whats the hebrew word for cat and for dog", "what bracha on apples and on grapes": "and" before the same small
 * word a phrase of the question began with asks the question again of that phrase (see elliptical.ts).
 */
const AND_THE_SAME_PHRASE = /\s+(?:and|&)\s+(?=(on|for|in|at|with|about|of|from|after|before|during)\s+\p{L})/iu;
function andTheSamePhrase(part: string): string[] {
  const m = AND_THE_SAME_PHRASE.exec(part);
  if (!m || !STARTS_ASKING.test(part)) return [part];
  const before = part.slice(0, m.index);
  return new RegExp(String.raw`\b${m[1]}\s+\p{L}`, 'iu').test(before) ? [before, `and ${part.slice(m.index + m[0].length)}`] : [part];
}

/** Each question of the message, in order; one element when it asks one thing. */
export function questionsIn(message: string): string[] {
  return message
    .split(AFTER_QUESTION_MARK)
    .flatMap((part) => part.split(AND_THEN_ASKING))
    .flatMap(andTheSamePhrase)
    .flatMap(runOn)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}
