/**
 * Small talk that is not a question for the knowledge base: a greeting, a thank-you, and a greeting in
 * front of a question ("Hey Morah, ..."), which must not be read as the letter Hei.
 */
import { hasAny, normalizeQuestion } from './normalize';

/** A greeting in front of a message; not one the message asks about ("shalom means what in english", "boker tov is what"). */
const GREETING = /^\s*(?:hi|hello|hey|hiya|howdy|shalom(?: aleichem)?|good (?:morning|afternoon|evening)|boker tov|erev tov|morah(?: ai)?)\b(?![\s,]*(?:means?|meaning|is|iz|in\s+(?:hebrew|english|ivrit)|stands?)\b)[\s,!.:;-]*/i;
const THANKS = ['thanks', 'thank you', 'thank u', 'thx', 'toda', 'todah', 'toda raba', 'todah rabah'];

/** The message without greetings in front of it, as written (vowel points kept). */
export function withoutLeadingGreeting(message: string): string {
  let rest = message;
  for (let match = GREETING.exec(rest); match && match[0].length > 0; match = GREETING.exec(rest)) rest = rest.slice(match[0].length);
  return rest.trim();
}

export type SmallTalk = 'greeting' | 'thanks' | undefined;

export function smallTalkIn(message: string): SmallTalk {
  const all = normalizeQuestion(message);
  // "Wat is thank you in hebrew" asks for the words: a thank-you named in a question about a language is not one said.
  const asking = message.includes('?') || /^(what|wat|whats|wats|how|hw|why|who|when|where|which|does|do|is|can)\b/.test(all) || /\b(?:hebrew|ivrit|english|yiddish|spell|translate)\b/.test(all) || hasAny(all, ['mean', 'means']);
  if (hasAny(all, THANKS) && !asking && all.split(' ').length <= 8) return 'thanks';
  if (normalizeQuestion(withoutLeadingGreeting(message)) === '') return 'greeting';
  return undefined;
}
