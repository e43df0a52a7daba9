import { bookDocs } from './book-docs';
import { holidayDocs } from './holiday-docs';
import type { KnowledgeDoc } from './knowledge-doc';
import { letterDocs } from './letter-docs';
import { parshaDocs } from './parsha-docs';
import { middahDocs } from './middah-docs';
import { numberDocs } from './number-docs';
import { personDocs } from './person-docs';
import { practiceDocs } from './practice-docs';
import { storyDocs } from './story-docs';
import { topicDocs } from './topic-docs';
import { vowelDocs } from './vowel-docs';
import { wordDocs } from './word-docs';

/** Every searchable document of the knowledge base, built from the typed entries. */
export function knowledgeDocs(): KnowledgeDoc[] {
  return [...letterDocs(), ...vowelDocs(), ...wordDocs(), ...bookDocs(), ...parshaDocs(), ...holidayDocs(), ...topicDocs(), ...numberDocs(), ...personDocs(), ...storyDocs(), ...practiceDocs(), ...middahDocs()];
}
