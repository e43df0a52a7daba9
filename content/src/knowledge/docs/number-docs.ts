import { NUMBERS } from '../numbers';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';

/** Each number in Jewish life: "how many tribes", "why is 18 special", answered with the number and what it counts. */
export function numberDocs(): KnowledgeDoc[] {
  return NUMBERS.map((n) => ({
    id: docId('topic', n.id, 'overview'), kind: 'topic', entryId: n.id, facet: 'overview', title: `${n.number}: ${n.counts}`,
    names: namesOf(n.counts, n.spellings),
    keywords: 'how many number count counted special why', about: '',
    text: n.text, question: `What else do you know that comes in ${n.number}s?`, weight: 0.9, ...(n.source ? { source: n.source } : {}),
  }));
}
