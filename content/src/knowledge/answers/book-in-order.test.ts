import { describe, expect, it } from 'vitest';
import { bookInOrder } from './book-in-order';

describe('bookInOrder', () => {
  it.each([
    ['What is the second book of the Torah?', 'exodus'],
    ['wats the 2nd book of the tora', 'exodus'],
    ['מה הספר השני בתורה?', 'exodus'],
    ['what is the last book in the chumash', 'deuteronomy'],
    ['Which book comes after Vayikra in the Torah?', 'numbers'],
    ['Which book of the Torah comes before Shemot?', 'genesis'],
  ])('%j asks for %s', (question, id) => {
    expect(bookInOrder(question)?.id).toBe(id);
  });

  it('asks for no book when a book is named or the question is not about the five books', () => {
    expect(bookInOrder('Why is the fourth book of the Torah called Numbers?')).toBeUndefined();
    expect(bookInOrder('What happens first in the book of Esther?')).toBeUndefined();
    expect(bookInOrder('What is the first book of the Prophets?')).toBeUndefined();
    expect(bookInOrder('How many books are in the Torah?')).toBeUndefined();
  });
});
