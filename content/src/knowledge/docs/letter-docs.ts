import { FINAL_FORM_NAMES, FINAL_FORM_SHAPES, FINAL_FORMS, LETTERS } from '../letters';
import type { HebrewLetter } from '../types';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';

const LETTER_WORDS = 'letter sound sounds say pronounce value gematria number worth final form look like write hebrew';
const ORDER_WORDS = 'before after comes come next previous order position place number';

export function letterAnswer(letter: HebrewLetter): string {
  const finalLine = letter.final ? ` At the end of a word it changes shape to the final form ${letter.final}.` : '';
  return `${letter.glyph} is ${letter.name} (${letter.hebrewName}), letter ${letter.position} of the alef-bet. ${letter.sound}${finalLine} Its gematria value is ${letter.value}. ${letter.name} begins ${letter.example.hebrew} (${letter.example.transliteration}), "${letter.example.meaning}".`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second'];
const suffix = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');
/** "fifth 5th": how a child names a letter by its place ("the 5th letter"). */
const placeNames = (position: number) => `${ORDINALS[position - 1]} ${position}${suffix(position)}`;

function orderAnswer(letter: HebrewLetter): string {
  const before = LETTERS[letter.position - 2];
  const after = LETTERS[letter.position];
  const parts = [`${letter.name} (${letter.glyph}) is letter number ${letter.position} of the 22 letters of the alef-bet.`];
  if (before && after) parts.push(`It comes after ${before.name} (${before.glyph}) and before ${after.name} (${after.glyph}).`);
  else if (after) parts.push(`It is the first letter, and ${after.name} (${after.glyph}) comes next.`);
  else if (before) parts.push(`It is the last letter, and it comes right after ${before.name} (${before.glyph}).`);
  return parts.join(' ');
}

export function letterDocs(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const letter of LETTERS) {
    // The final form has a document of its own (below), which a question writing it (ך) finds.
    const names = namesOf(letter.name, letter.spellings, letter.glyph);
    docs.push({
      id: docId('letter', letter.id, 'overview'), kind: 'letter', entryId: letter.id, facet: 'overview', title: `The letter ${letter.name}`,
      names, keywords: LETTER_WORDS, about: letter.example.transliteration, text: letterAnswer(letter), question: `Can you think of another word that starts with ${letter.name}?`,
    });
    docs.push({
      id: docId('letter', letter.id, 'order'), kind: 'letter', entryId: letter.id, facet: 'order', title: `${letter.name}: its place in the alef-bet`,
      names, keywords: `${ORDER_WORDS} ${placeNames(letter.position)}${letter.position === 1 ? ' first beginning' : letter.position === LETTERS.length ? ' last end' : ''}`, about: '', text: orderAnswer(letter), question: 'Can you say the alef-bet up to this letter?', weight: 0.9,
    });
  }
  for (const [final, base] of Object.entries(FINAL_FORMS)) {
    const letter = LETTERS.find((l) => l.glyph === base);
    if (!letter) continue;
    const name = FINAL_FORM_NAMES[final]!;
    docs.push({
      id: docId('letter', letter.id, 'final'), kind: 'letter', entryId: letter.id, facet: 'final', title: name,
      names: namesOf(name, letter.spellings.flatMap((sp) => [`${sp} sofit`, `final ${sp}`]), final),
      keywords: `${LETTER_WORDS} end of a word sofit look looks like shape`, about: '',
      text: `${final} is ${name}: the shape ${letter.name} (${letter.glyph}) takes at the end of a word. It is ${FINAL_FORM_SHAPES[final]}. It sounds like ${letter.name} at the end of a word, and its gematria value is the same, ${letter.value}.`,
      question: `Can you think of a word that ends with ${final}?`, weight: 0.9,
    });
  }
  const finals = Object.keys(FINAL_FORMS);
  docs.push({
    id: docId('topic', 'alef-bet', 'overview'), kind: 'letter', entryId: 'alef-bet', facet: 'overview', title: 'The alef-bet',
    names: 'alef-bet | aleph bet | alef beis | aleph beis | alphabet | hebrew alphabet | hebrew letters | otiyot',
    keywords: 'how many letters alphabet first last order all letters count 22',
    about: '',
    text: `The alef-bet has ${LETTERS.length} letters, from א Alef to ת Tav: ${LETTERS.map((l) => `${l.glyph} ${l.name}`).join(', ')}. Five letters also have a final form for the end of a word: ${finals.join(' ')}. Hebrew is read from right to left, and the vowels are dots and lines called nikud.`,
    question: 'Which letter would you like to learn about first?',
  });
  docs.push({
    id: docId('topic', 'final-letters', 'overview'), kind: 'letter', entryId: 'final-letters', facet: 'overview', title: 'The final letters',
    names: 'final letters | final forms | sofit | sofiyot | end letters | otiyot sofiyot | final form',
    keywords: 'final end of word shape change five which letters',
    about: '',
    text: `Five letters change shape when they come at the end of a word: ${finals.map((f) => `${FINAL_FORMS[f]} becomes ${f}, ${FINAL_FORM_NAMES[f]}`).join('; ')}. A final letter is worth the same gematria as the ordinary one. You can remember them with the word "Kamnatzpach" (כַּמְנַצְפַּ"ךְ).`,
    question: 'Can you find a final letter in the word שָׁלוֹם?',
  });
  docs.push({
    id: docId('topic', 'gematria', 'value'), kind: 'letter', entryId: 'gematria', facet: 'value', title: 'Gematria of a word',
    names: 'gematria | gematriya | gimatria | gematriah', keywords: 'number value add up adds worth count numerical total sum equal',
    about: '', text: 'Gematria adds up the number value of each letter: Alef to Tet are 1 to 9, Yod to Tzadi are 10 to 90, and Kuf to Tav are 100 to 400.',
    question: 'Can you find a word whose letters add up to more than 100?', dynamic: { type: 'gematria' },
  });
  return docs;
}
