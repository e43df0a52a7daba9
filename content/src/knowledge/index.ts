/**
 * The knowledge base: typed entries (for the tutor, the model's context and the quiz generator), the
 * calendar computed by @hebcal, and the retrieval that answers questions from them.
 */
export type * from './types';
export { LETTERS, FINAL_FORMS, FINAL_FORM_NAMES, LETTER_READING, letterByGlyph, gematriaOf, stripNiqqud } from './letters';
export { VOWELS, READING_TOPICS } from './vowels';
export { WORDS } from './words';
export { TANAKH_BOOKS } from './books';
export { PARSHIYOT } from './parshiyot';
export { HOLIDAYS } from './holidays';
export { PEOPLE, BIRTH_ORDER } from './people';
export { familyOf, type Family } from './family-ties';
export { STORIES } from './stories';
export { TORAH_STORIES } from './torah-stories';
export { NUMBERS } from './numbers';
export { HOLIDAY_THINGS } from './holiday-things';
export { MIDDOT } from './middot';
export { SITUATIONS } from './situations';
export { PRACTICES, SHABBAT_PRACTICES, KASHRUT_PRACTICES, SYNAGOGUE_PRACTICES, LIFE_CYCLE_PRACTICES } from './practices';
export { BLESSINGS, BLESSING_OPENING, PRAYERS, CUSTOMS } from './blessings';
export { SHABBAT_TOPICS, GENERAL_TOPICS } from './topics';
export * from './calendar/jewish-calendar';
export { SHABBAT_CITIES, cityNamedIn, shabbatTimes, type ShabbatTimes } from './calendar/shabbat-times';
export type { KnowledgeDoc, DocKind, DynamicAnswer } from './docs/knowledge-doc';
export { knowledgeDocs } from './docs/knowledge-docs';
export { docSources, knowledgeRef } from './sources/doc-sources';
export { isVerseRef, parseVerseRef, type VerseRange, type VersePoint } from './sources/verse-ref';
export { TANAKH_VERSE_COUNTS } from './sources/tanakh-verse-counts';
export { buildKnowledgeIndex, knowledgeIndex, termsOf, type KnowledgeIndex } from './retrieval/knowledge-index';
export { searchKnowledge, type KnowledgeHit, type SearchOptions } from './retrieval/search-knowledge';
export { wordAskedAbout } from './retrieval/word-asked-about';
export { foldTerm } from './retrieval/fold-term';
export { answerQuestion, asksAboutFamily, asksWhatToDo, tellsWhatHappened, knowledgeNotes, type AnswerOptions, type KnowledgeAnswer, type KnowledgeNote } from './answers/answer-question';
export { gematriaAnswer, holidayDateAnswer, weeklyParshaAnswer } from './answers/dynamic-answers';
export { parshaSummary, peopleNamedIn, verseNotes } from './answers/verse-notes';
export { asksForAVerse, nameVerse, parshaOfVerse, verseAnswer, verseReferenceIn, verseSearchWords, type FoundVerse, type VerseRef } from './answers/verses';
