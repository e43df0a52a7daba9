/**
 * Who "he" or "she" is in a follow-up about a person. Usually the person the chat is about; but after "who was
 * Rachel?" and "who was her husband?", "and his brother?" cannot be Rachel: it is the man the last answer named
 * for the question before (Yaakov). Read from the pronoun and from how each person's own entry speaks of them.
 */
import { searchKnowledge, termsOf } from '@morah/content';

type Pronoun = 'he' | 'she';

const HE = /\b(?:he|his|him|himself)\b/gi;
const SHE = /\b(?:she|her|hers|herself)\b/gi;
const count = (text: string, words: RegExp) => text.match(words)?.length ?? 0;

/** The one pronoun a question uses for a person; undefined when it uses none, or both. */
export function pronounIn(question: string): Pronoun | undefined {
  const he = count(question, HE);
  const she = count(question, SHE);
  return he > 0 && she === 0 ? 'he' : she > 0 && he === 0 ? 'she' : undefined;
}

/** How a text about a person speaks of them, when it plainly does one way. */
export function pronounFor(text: string): Pronoun | undefined {
  const he = count(text, HE);
  const she = count(text, SHE);
  return he > 2 * she ? 'he' : she > 2 * he ? 'she' : undefined;
}

export interface Said {
  /** The entry the chat is about, as `<kind>:<entry id>`. */
  topicEntry: string;
  /** The question before, and the answer to it (from the topic's entry). */
  previous: string;
  answer: string;
}

/**
 * The name of the person a follow-up's pronoun means when it cannot be the chat's topic: the first person of
 * that pronoun named in the sentences of the last answer that met the question before. Undefined when the
 * topic can be meant, or no such person was named.
 */
export function personMeant(question: string, said: Said): string | undefined {
  const asked = pronounIn(question);
  const topicIs = pronounFor(said.answer);
  if (!asked || !topicIs || asked === topicIs) return undefined;
  const wanted = new Set(termsOf(said.previous));
  const sentences = said.answer.match(/[^.!?]+[.!?]*/g) ?? [];
  for (const sentence of sentences.filter((s) => termsOf(s).some((t) => wanted.has(t)))) {
    const named = searchKnowledge(sentence, { kinds: ['person'], limit: 4 }).find(
      (h) => h.namedInQuestion && `${h.doc.kind}:${h.doc.entryId}` !== said.topicEntry && pronounFor(h.doc.text) === asked,
    );
    if (named) return named.doc.names.split('|')[0]!.trim();
  }
  return undefined;
}
