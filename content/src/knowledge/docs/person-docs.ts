import { familyOf } from '../family-ties';
import { PEOPLE } from '../people';
import type { Person } from '../types';
import { familyText } from './family-text';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';
import { listWords } from './list-words';


const FAMILY_WORDS = 'family mother father mom dad parents parent son sons daughter daughters child children kids brother brothers sister sisters sibling siblings twin twins wife wives husband married marry grandfather grandmother grandparents grandson grandchildren related tribe tribes shevet';

function hasFamily(p: Person): boolean {
  const f = familyOf(p);
  return f.parents.length + f.spouses.length + f.children.length + f.siblings.length + f.halfSiblings.length > 0 || p.familyNote !== undefined || p.tribe !== undefined;
}

/** Each person's overview (who they were, from their verses) and, where we know it, their family. */
export function personDocs(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const p of PEOPLE) {
    const names = namesOf(p.name, p.spellings, p.hebrew);
    docs.push({
      id: docId('person', p.id, 'overview'), kind: 'person', entryId: p.id, facet: 'overview', title: p.name, names,
      keywords: 'who was person people story about life famous did job work', about: `${listWords(p.stories)} ${p.where} ${p.family}`,
      text: `${p.name} (${p.hebrew}): ${p.who} Family: ${p.family} We meet ${p.pronoun === 'they' ? 'them' : p.pronoun === 'she' ? 'her' : 'him'} in ${p.where}. The lesson: ${p.lesson}`, question: p.question,
      ...(p.verses ? { source: p.verses } : {}),
    });
    if (!hasFamily(p)) continue;
    const family = familyOf(p);
    docs.push({
      id: docId('person', p.id, 'family'), kind: 'person', entryId: p.id, facet: 'family', title: `${p.name}'s family`, names,
      keywords: FAMILY_WORDS, about: [...family.parents, ...family.spouses, ...family.children, ...family.siblings, ...family.halfSiblings].map((r) => r.name).join(' | '),
      text: familyText(p, family), question: p.question, weight: 0.9,
      ...(p.familyVerses ? { source: p.familyVerses } : {}),
    });
  }
  return docs;
}
