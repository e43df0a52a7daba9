import { MIDDOT } from '../middot';
import { SITUATIONS } from '../situations';
import { isVerseRef } from '../sources/verse-ref';
import type { Teaching } from '../types';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';

const verseOf = (teaching: Teaching) => (isVerseRef(teaching.ref) ? { source: teaching.ref } : {});

/**
 * Each middah (what it means, its source, who showed it) and each situation a child brings (what they
 * can do, as a caring teacher would say it, and one question back).
 */
export function middahDocs(): KnowledgeDoc[] {
  const middot: KnowledgeDoc[] = MIDDOT.map((m) => ({
    id: docId('middah', m.id, 'overview'), kind: 'middah', entryId: m.id, facet: 'overview', title: m.name, names: namesOf(m.name, m.spellings, m.hebrew, m.transliteration),
    keywords: 'middah middot mitzvah good trait what is mean meaning why important be', about: m.example,
    text: `${m.name} (${m.hebrew}, ${m.transliteration}): ${m.meaning} The Torah source: ${m.source.ref}, "${m.source.text}" For example: ${m.example}`, question: m.question, weight: 0.9, ...verseOf(m.source),
  }));
  const situations: KnowledgeDoc[] = SITUATIONS.map((s) => ({
    // A child's words for a situation ("my friend was mean") are not the name of anything: they are searched
    // as what the document is about, so "friend" or "scared" does not become a name shared by many entries.
    id: docId('advice', s.id, 'what-to-do'), kind: 'advice', entryId: s.id, facet: 'what-to-do', title: s.name, names: '',
    keywords: `what should i do how can i should i what do i do help ${s.keywords}`, about: [s.name, ...s.spellings, ...s.middot.map((id) => MIDDOT.find((m) => m.id === id)?.name ?? id)].join(' | '),
    text: `${s.advice} (${s.source.ref}: "${s.source.text}")`, question: s.question, weight: 0.8, ...verseOf(s.source),
  }));
  return [...middot, ...situations];
}
