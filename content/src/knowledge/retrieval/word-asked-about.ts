/**
 * The English word a meaning question asks about, whatever that word is: "what does or mean", "how do you
 * say no in hebrew", "whats please in hebrew". Small words ("or", "no", "me", "thank you") are stop words
 * the index never sees, so a Hebrew word whose name or meaning is one of them is found here, by its listed
 * names, from where the word stands in the question.
 */
import type { KnowledgeDoc } from '../docs/knowledge-doc';
import { tokenize } from './tokenize';

/** Words a meaning question puts just before the word it asks about ("what does X mean", "the word X"). */
const BEFORE_MEAN: ReadonlySet<string> = new Set(['does', 'dose', 'do', 'did', 'is', 'word', 'whats', 'wats']);
/** Words that open "X in hebrew" ("what is X in hebrew", "how do you say X in hebrew", "whats X in ivrit"). */
const BEFORE_IN_LANGUAGE: ReadonlySet<string> = new Set(['what', 'wat', 'whats', 'wats', 'is', 'say', 'word', 'for']);
const MEAN: ReadonlySet<string> = new Set(['mean', 'means', 'meen', 'meaning']);
const LANGUAGE: ReadonlySet<string> = new Set(['hebrew', 'ivrit', 'english']);
/** The longest name a question may ask about this way ("thank you", "good morning"). */
const LONGEST = 3;

/** The words between the last of `openers` before `end` and `end`, if there are one to LONGEST of them. */
function between(words: readonly string[], end: number, openers: ReadonlySet<string>): string | undefined {
  for (let start = end - 1; start >= Math.max(0, end - LONGEST - 1); start--) {
    if (openers.has(words[start]!)) return start < end - 1 ? words.slice(start + 1, end).join(' ') : undefined;
  }
  return undefined;
}

/** The word or short phrase a meaning question asks about, lower case, or undefined when it asks none. */
export function wordAskedAbout(text: string): string | undefined {
  const words = tokenize(text).map((w) => (w === 'u' ? 'you' : w));
  for (let i = 1; i < words.length; i++) {
    if (MEAN.has(words[i]!)) {
      const asked = between(words, i, BEFORE_MEAN);
      if (asked) return asked;
    }
    if (words[i] === 'in' && LANGUAGE.has(words[i + 1] ?? '')) {
      const asked = between(words, i, BEFORE_IN_LANGUAGE);
      if (asked) return asked;
    }
  }
  return undefined;
}

/** A word entry's names and the senses of its meaning ("no, not" for lo; "please; also ..." for bevakasha). */
function namesAndSenses(doc: KnowledgeDoc): string[] {
  const senses = (/ means ([^.]*)\./.exec(doc.text)?.[1] ?? '').split(/[,;:]/);
  return [...doc.names.split('|'), ...senses].map((name) => tokenize(name).join(' '));
}

/** The Hebrew word entries that list this word or phrase among their names or senses ("no" for lo, "or" for light). */
export function wordsNamed(docs: Iterable<KnowledgeDoc>, asked: string): KnowledgeDoc[] {
  return [...docs].filter((doc) => doc.kind === 'word' && namesAndSenses(doc).includes(asked));
}
