/** The five books of the Torah (order, Hebrew and English names, what each tells) and the Tanakh's three parts. */
import { TANAKH_BOOKS } from '../../knowledge/books';
import type { CurriculumItem } from '../curriculum-entry';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

export const TORAH_BOOKS: readonly CurriculumItem[] = [
  { title: 'The five books of the Torah', childQuestion: 'what are the five books of the torah?', answer: 'topic:torah-books:overview' },
  { title: 'The order of the books of the Torah', childQuestion: 'what is the third book of the torah?', answer: 'topic:torah-books:overview' },
  ...TANAKH_BOOKS.filter((b) => b.section === 'Torah').map((b, i) => ({ title: `The book of ${b.transliteration}`, childQuestion: i % 2 === 0 ? `what is the book of ${b.transliteration} about?` : `what happens in ${b.name}?`, answer: `book:${b.id}:overview` })),
  ...TANAKH_BOOKS.filter((b) => b.section === 'Torah').map((b, i) => ({ title: `${b.name} in Hebrew`, childQuestion: `what is the hebrew name of the ${ORDINALS[i]} book of the torah?`, answer: `book:${b.id}:overview` })),
  { title: 'The Tanakh', childQuestion: 'what does tanakh mean?', answer: 'topic:tanakh:overview' },
  { title: "Nevi'im", childQuestion: 'what books are in the prophets?', answer: 'topic:neviim:overview' },
  { title: 'Ketuvim', childQuestion: 'what is ketuvim?', answer: 'topic:ketuvim:overview' },
  { title: 'Nach', childQuestion: 'what does learning nach mean?', answer: 'topic:nach:overview' },
  ...TANAKH_BOOKS.filter((b) => ['joshua', 'judges', 'samuel', 'kings', 'psalms', 'ruth', 'esther'].includes(b.id)).map((b) => ({
    title: `The book of ${b.transliteration}`,
    childQuestion: `what is the book of ${b.name.toLowerCase()}?`,
    answer: `book:${b.id}:overview`,
  })),
];
