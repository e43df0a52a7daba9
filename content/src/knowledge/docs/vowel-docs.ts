import { READING_TOPICS, VOWELS } from '../vowels';
import type { Vowel } from '../types';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';

const VOWEL_WORDS = 'vowel nikud nekudot sound say look like shape where sit sits go goes mark sign';

export function vowelAnswer(vowel: Vowel): string {
  const note = vowel.note ? ` ${vowel.note}` : '';
  return `${vowel.name} (${vowel.hebrewName}) is a vowel: ${vowel.shape}, like this: ${vowel.sample}. It says ${vowel.sound}. You can hear it in ${vowel.example.hebrew} (${vowel.example.transliteration}), "${vowel.example.meaning}".${note}`;
}

export function vowelDocs(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = VOWELS.map((vowel) => ({
    id: docId('vowel', vowel.id, 'overview'), kind: 'vowel', entryId: vowel.id, facet: 'overview', title: `The vowel ${vowel.name}`,
    names: namesOf(vowel.name, vowel.spellings, vowel.hebrewName), keywords: VOWEL_WORDS, about: `${vowel.shape} | ${vowel.position} | ${vowel.example.transliteration}`,
    text: vowelAnswer(vowel), question: `Can you find a ${vowel.name} in your siddur?`,
  }));
  for (const topic of READING_TOPICS) {
    docs.push({
      id: docId('reading', topic.id, 'overview'), kind: 'reading', entryId: topic.id, facet: 'overview', title: topic.name,
      names: namesOf(topic.name, topic.spellings, topic.hebrewName ?? ''), keywords: 'read reading letter letters dot vowel sound', about: '',
      text: topic.text, question: topic.question,
    });
  }
  return docs;
}
