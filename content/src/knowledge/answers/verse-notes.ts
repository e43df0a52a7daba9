/**
 * What the knowledge base adds to a verse a child asks about in the parsha reader: the parsha's entry
 * (story, people, lesson) and the people the verse itself names ("Take your son, Isaac..." names
 * Yitzchak), found by the same retrieval as a question.
 */
import { PARSHIYOT } from '../parshiyot';
import { PEOPLE } from '../people';
import type { Person } from '../types';
import { searchKnowledge } from '../retrieval/search-knowledge';
import { parshaAnswer } from '../docs/parsha-docs';
import type { KnowledgeNote } from './answer-question';

/** The child-level summary of a reading of one or two parshiyot (hebcal's names); undefined if unknown. */
export function parshaSummary(parts: readonly string[]): string | undefined {
  const found = parts.map((name) => PARSHIYOT.find((p) => p.id === name));
  if (found.length === 0 || found.some((p) => !p)) return undefined;
  return found.map((p) => p!.summary).join(' ');
}

export function verseNotes(ref: string, parts: readonly string[], verseText: string | null, limit = 3): KnowledgeNote[] {
  const notes: KnowledgeNote[] = [];
  for (const name of parts) {
    const parsha = PARSHIYOT.find((p) => p.id === name);
    if (parsha) notes.push({ title: `Parashat ${parsha.name}`, text: parshaAnswer(parsha), source: parsha.range, cites: [{ kind: 'knowledge', ref: `parsha:${parsha.id}`, label: `Parashat ${parsha.name}` }] });
  }
  for (const person of verseText ? peopleNamedIn(verseText) : []) {
    if (notes.length >= limit) break;
    notes.push({
      title: person.name,
      text: `${person.name} (${person.hebrew}): ${person.who} Family: ${person.family}`,
      source: `named in ${ref}`,
      cites: [{ kind: 'knowledge', ref: `person:${person.id}`, label: person.name }],
    });
  }
  return notes.slice(0, limit);
}

/** The people of the knowledge base that a text names ("...thy son, Isaac" names Yitzchak), best first. */
export function peopleNamedIn(text: string): Person[] {
  const ids = searchKnowledge(text, { kinds: ['person'], limit: 8 })
    .filter((h) => h.namedInQuestion)
    .map((h) => h.doc.entryId);
  // A person has more than one document (who they were, their family): each person once.
  return [...new Set(ids)].flatMap((id) => PEOPLE.find((p) => p.id === id) ?? []).slice(0, 5);
}
