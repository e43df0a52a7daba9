import { STORIES } from '../stories';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';
import { listWords } from './list-words';

/** Each story of the Prophets and Writings, answered from its verses. */
export function storyDocs(): KnowledgeDoc[] {
  return STORIES.map((s) => ({
    id: docId('story', s.id, 'overview'), kind: 'story', entryId: s.id, facet: 'overview', title: s.name,
    names: namesOf(s.name, s.spellings, s.hebrew), keywords: 'story stories what happened tell about happen prophet prophets navi tanakh book',
    about: [...s.people, s.book].join(' | '),
    text: `${s.story} The people: ${listWords(s.people)}. The lesson: ${s.lesson} You can read it in ${s.verses}.`,
    question: s.question, source: s.verses,
  }));
}
