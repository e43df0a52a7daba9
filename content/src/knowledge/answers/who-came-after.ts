/**
 * "Who took over from Moshe", "who was king after Shaul", "who was the prophet before Elisha": a question
 * about who took someone's place is answered from the people's own record of whose place each took
 * (`Person.follows`, with its verses), not from whichever entry mentions the person named most.
 */
import { PEOPLE } from '../people';
import { termsOf } from '../retrieval/knowledge-index';
import type { Person } from '../types';

/** Words that ask who came next: "after", "took over from", "replaced", "succeeded", "in place of". */
const AFTER = /\b(?:after|afta|aftr|took over (?:from|for)|take over (?:from|for)|tuk over (?:from|for)|replaced?|succeeded|succeed|followed|instead of|in place of|took the place of|took over)\b/i;
const BEFORE = /\b(?:before|befor|b4)\b/i;
/** "The next king", "who was king when Shaul died": who came next after the person the question names anywhere. */
const NEXT = /\bnext\b|\b(?:died|dies|passed away|death)\b(?=.*\b(?:king|leader|prophet|navi|judge|ruler|ruled)\b)|\b(?:king|leader|prophet|navi|judge|ruler|ruled)\b(?=.*\b(?:died|dies|passed away|death)\b)/i;
/** The question asks for a person: "who...", or "which king/prophet/leader...". */
const ASKS_WHO = /\b(?:who|whos|hoo|which (?:king|prophet|navi|leader|judge))\b/i;

export interface Succession {
  /** The person the question asks for. */
  person: Person;
  /** One sentence that says whose place was taken, and as what. */
  sentence: string;
  /** Where the Tanakh tells it. */
  verses: string;
}

const named = new Map<string, readonly (readonly string[])[]>();
/** A person's names as the index folds them ("moses", "moshe rabbeinu"), longest first. */
function namesOf(person: Person): readonly (readonly string[])[] {
  let names = named.get(person.id);
  if (!names) {
    const all = [person.name, ...person.spellings].map((n) => termsOf(n)).filter((t) => t.length > 0);
    named.set(person.id, (names = all.sort((a, b) => b.length - a.length)));
  }
  return names;
}

/** The first person the text names, by a whole name of theirs, and the words after that name. */
export function personNamedIn(text: string): { person: Person; after: string[] } | undefined {
  const words = termsOf(text);
  let best: { person: Person; at: number; length: number } | undefined;
  for (const person of PEOPLE) {
    for (const name of namesOf(person)) {
      const at = words.findIndex((_, i) => name.every((t, j) => words[i + j] === t));
      if (at >= 0 && (!best || at < best.at)) best = { person, at, length: name.length };
      if (at >= 0) break;
    }
  }
  return best ? { person: best.person, after: words.slice(best.at + best.length) } : undefined;
}

const byId = (id: string) => PEOPLE.find((p) => p.id === id);

/**
 * The person a question asks for by whose place they took, or whose place was taken; undefined when the
 * question does not ask that, or the person named took no one's place we know of. A pronoun ("who took over
 * from him") is read as the person named after it, as a follow-up is read with its topic.
 */
export function whoCameAfter(question: string): Succession | undefined {
  // "Who was born after Yitzchak" asks about a family, not about whose place was taken.
  if (!ASKS_WHO.test(question) || /\bborn\b/i.test(question)) return undefined;
  const after = AFTER.exec(question);
  const before = after ? undefined : BEFORE.exec(question);
  const relation = after ?? before;
  // "When Shlomo died who was the next king", "who was king when Shaul died": the one named, then the next.
  const nextAsked = relation ? undefined : NEXT.exec(question);
  if (!relation && !nextAsked) return undefined;
  const other = personNamedIn(relation ? question.slice(relation.index + relation[0].length) : question)?.person;
  if (!other) return undefined;
  if (after || nextAsked) {
    const next = PEOPLE.find((p) => p.follows?.person === other.id);
    return next?.follows ? { person: next, sentence: `${next.name} took ${other.name}'s place as ${next.follows.as}.`, verses: next.follows.verses } : undefined;
  }
  const earlier = other.follows ? byId(other.follows.person) : undefined;
  return earlier && other.follows ? { person: earlier, sentence: `Before ${other.name}, ${earlier.name} was ${other.follows.as}; then ${other.name} took ${earlier.name}'s place.`, verses: other.follows.verses } : undefined;
}
