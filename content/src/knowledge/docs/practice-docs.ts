import { PRACTICES } from '../practices';
import type { Practice } from '../types';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';

const partsText = (p: Practice) => (p.parts ? ` Its parts: ${p.parts.map((part) => `${part.name} (${part.hebrew}), ${part.what}`).join('; ')}.` : '');

/**
 * Each practice as two documents: what it is with why (the overview), and the reason alone (the why
 * facet, for "why do we..."). Both carry the verse when the Tanakh gives one.
 */
export function practiceDocs(): KnowledgeDoc[] {
  return PRACTICES.flatMap((p) => {
    const names = namesOf(p.name, p.spellings, p.hebrew);
    const source = p.source ? { source: p.source } : {};
    return [
      { id: docId(p.area, p.id, 'overview'), kind: p.area, entryId: p.id, facet: 'overview', title: p.name, names, keywords: `${p.keywords} what is`, about: [...(p.parts ?? []).map((part) => part.name), ...(p.area === 'synagogue' && p.id !== 'synagogue' ? ['in shul, in the synagogue'] : [])].join(' | '), text: `${p.what}${partsText(p)} ${p.why}`, question: p.question, weight: 0.95, ...source },
      { id: docId(p.area, p.id, 'why'), kind: p.area, entryId: p.id, facet: 'why', title: `Why: ${p.name}`, names, keywords: 'why reason reasons because', about: '', text: p.why, question: p.question, weight: 0.85, ...source },
    ];
  });
}
