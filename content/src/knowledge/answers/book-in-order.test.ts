import { describe, expect, it } from 'vitest';
import { bookInOrder, parshaInOrder } from './book-in-order';

describe('bookInOrder', () => {
  it.each([
    ['What is the second book of the Torah?', 'exodus'],
    ['wats the 2nd book of the tora', 'exodus'],
    ['מה הספר השני בתורה?', 'exodus'],
    ['what is the last book in the chumash', 'deuteronomy'],
    ['Which book comes after Vayikra in the Torah?', 'numbers'],
    ['Which book of the Torah comes before Shemot?', 'genesis'],
    ['wat book comes after vayikra', 'numbers'],
    ['which book is befor devarim', 'numbers'],
  ])('%j asks for %s', (question, id) => {
    expect(bookInOrder(question)?.id).toBe(id);
  });

  it('asks for no book when a book is named or the question is not about the five books', () => {
    expect(bookInOrder('Why is the fourth book of the Torah called Numbers?')).toBeUndefined();
    expect(bookInOrder('What happens first in the book of Esther?')).toBeUndefined();
    expect(bookInOrder('What is the first book of the Prophets?')).toBeUndefined();
    expect(bookInOrder('How many books are in the Torah?')).toBeUndefined();
  });

  it('finds the first or last parsha of the Torah or of a book', () => {
    expect(parshaInOrder('what is the first parsha of the torah')?.id).toBe('Bereshit');
    expect(parshaInOrder('whats the last parsha')?.id).toBe('Vezot Haberakhah');
    expect(parshaInOrder('what is the first parsha in shemot')?.id).toBe('Shemot');
    expect(parshaInOrder('what is the first book of the torah')).toBeUndefined();
  });

  it('takes the place said first when a question names two', () => {
    expect(bookInOrder('what is the last what is the first book of the torah')?.id).toBe('deuteronomy');
  });
});

describe('parshaInOrder, by the parsha that begins or ends', () => {
  it('given which parsha begins or ends the Torah or a book, when read, then its first or last parsha', () => {
    expect(parshaInOrder('which parsha ends the torah')?.id).toBe('Vezot Haberakhah');
    expect(parshaInOrder('what parsha opens sefer bamidbar')?.id).toBe('Bamidbar');
    expect(parshaInOrder('with which parsha does sefer shemos finish')?.id).toBe('Pekudei');
  });

  it('given when a parsha starts, when read, then no parsha is asked for by its place', () => {
    expect(parshaInOrder('when does the parsha start this week')).toBeUndefined();
    expect(parshaInOrder('what parsha do we read when shabbat starts')).toBeUndefined();
  });
});
