import { WORDS } from '../words';
import type { HebrewWord } from '../types';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';

const WORD_WORDS = 'mean meaning means meant word translate translation definition hebrew english called say spell spelled';

/** What a word means, and its root: the part of its answer the index reads. */
function wordMeaning(word: HebrewWord): string {
  const name = word.transliteration.charAt(0).toUpperCase() + word.transliteration.slice(1);
  const root = word.root ? ` Its root is ${word.root.letters}, about "${word.root.meaning}".` : '';
  return `${name} (${word.hebrew}) means ${word.meaning}.${root}`;
}

export function wordAnswer(word: HebrewWord): string {
  return `${wordMeaning(word)} For example: "${word.example}"`;
}

export function wordDocs(): KnowledgeDoc[] {
  return WORDS.map((word) => ({
    id: docId('word', word.id, 'meaning'), kind: 'word', entryId: word.id, facet: 'meaning', title: `The word ${word.transliteration}`,
    names: namesOf(word.transliteration, word.spellings, word.hebrew), keywords: WORD_WORDS, about: word.topic,
    text: wordAnswer(word), searchText: wordMeaning(word), question: `Can you use ${word.transliteration} in a sentence of your own?`, weight: 0.75,
  }));
}
