import { TANAKH_BOOKS } from '../books';
import { PARSHIYOT } from '../parshiyot';
import type { TanakhSection } from '../types';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';

const SECTION_NAMES: Record<TanakhSection, string> = { Torah: 'the Torah', "Nevi'im": "Nevi'im (the Prophets)", Ketuvim: 'Ketuvim (the Writings)' };

const listOf = (section: TanakhSection) => TANAKH_BOOKS.filter((b) => b.section === section).map((b) => `${b.transliteration} (${b.name})`).join(', ');

/** " Its 11 parshiyot: Shemot, Va'era, ...": a book of the Torah and the weekly portions it is read in. */
function parshiyotOf(bookName: string): string {
  const parshiyot = PARSHIYOT.filter((p) => p.book === bookName);
  return parshiyot.length > 0 ? ` It has ${parshiyot.length} parshiyot: ${parshiyot.map((p) => p.name).join(', ')}.` : '';
}

export function bookDocs(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = TANAKH_BOOKS.map((book) => ({
    id: docId('book', book.id, 'overview'), kind: 'book', entryId: book.id, facet: 'overview', title: `The book of ${book.transliteration}`,
    names: namesOf(book.transliteration, book.spellings, book.name, book.hebrewName), keywords: `book books sefer tanakh bible about ${book.section === 'Torah' ? 'chumash torah' : book.section === "Nevi'im" ? 'prophets neviim navi' : 'writings ketuvim'}`,
    about: [...book.people, book.writer, book.order === 24 ? 'the last book' : book.order === 1 ? 'the first book' : ''].join(' | '),
    text: `${book.summary} It is in ${SECTION_NAMES[book.section]}, book ${book.order} of the 24 books of the Tanakh. Our Sages teach that it was written by ${book.writer} (Bava Batra 14b-15a).${parshiyotOf(book.name)}`,
    question: book.question,
  }));
  const torah = TANAKH_BOOKS.filter((b) => b.section === 'Torah');
  docs.push(
    {
      id: docId('topic', 'torah-books', 'overview'), kind: 'book', entryId: 'torah-books', facet: 'overview', title: 'The five books of the Torah',
      names: 'torah | chumash | five books of moses | five books | pentateuch | chamisha chumshei torah | torah books', keywords: 'five books names what is the torah list',
      about: '', text: `The Torah has five books: ${torah.map((b) => `${b.transliteration} (${b.name})`).join(', ')}. God gave the Torah to Moshe, who wrote it down. A Torah scroll is handwritten by a sofer, and we read from it in shul every Shabbat, a parsha each week, finishing on Simchat Torah.`,
      question: 'Which book of the Torah are we reading in shul right now?',
    },
    {
      id: docId('topic', 'tanakh', 'overview'), kind: 'book', entryId: 'tanakh', facet: 'overview', title: 'The Tanakh',
      names: 'tanakh | tanach | tanak | hebrew bible | bible | torah neviim ketuvim', keywords: 'how many books parts sections what is list',
      about: '', text: `The Tanakh (תַּנַ״ךְ) is the Hebrew Bible. Its name comes from the first letters of its three parts: Torah (5 books), Nevi'im, the Prophets (8 books), and Ketuvim, the Writings (11 books): 24 books in all.`,
      question: "Which part of the Tanakh would you like to explore: Torah, Nevi'im or Ketuvim?",
    },
    {
      id: docId('topic', 'neviim', 'overview'), kind: 'book', entryId: 'neviim', facet: 'overview', title: "Nevi'im, the Prophets",
      names: "nevi'im | neviim | nevi im | prophets | the prophets | books of the prophets | early prophets | later prophets", keywords: 'prophets books list which how many',
      about: '', text: `Nevi'im (the Prophets) is the second part of the Tanakh, with 8 books: ${listOf("Nevi'im")}. The early prophets tell the history from Yehoshua to the kings; the later prophets bring God's messages of justice, comfort and hope.`,
      question: 'Which prophet would you like to hear a story about?',
    },
    {
      id: docId('topic', 'ketuvim', 'overview'), kind: 'book', entryId: 'ketuvim', facet: 'overview', title: 'Ketuvim, the Writings',
      names: 'ketuvim | kesuvim | writings | the writings | hagiographa', keywords: 'writings books list which how many five megillot',
      about: '', text: `Ketuvim (the Writings) is the third part of the Tanakh, with 11 books: ${listOf('Ketuvim')}. It includes Tehillim and the five megillot: Shir HaShirim, Rut, Eichah, Kohelet and Esther.`,
      question: 'Which of the five megillot have you heard read in shul?',
    },
    {
      id: docId('topic', 'nach', 'overview'), kind: 'book', entryId: 'nach', facet: 'overview', title: "Nach, the Prophets and the Writings",
      names: "nach | na'ch | neviim and ketuvim | nevi'im uketuvim | prophets and writings", keywords: 'what is learn books after torah rest of tanakh',
      about: '', text: `Nach (נַ״ךְ) is short for Nevi'im and Ketuvim, the Prophets and the Writings: the 19 books of the Tanakh that come after the five books of the Torah. Torah and Nach together spell "Tanach". In Nach we read about Yehoshua, Devorah, Shmuel, King David, Eliyahu, Yonah, Esther, Daniel and many more.`,
      question: 'Which story from Nach would you like to hear?',
    },
  );
  return docs;
}
