import { describe, expect, it } from 'vitest';
import { hebrewWordsFor } from './hebrew-for';

const ids = (q: string) => hebrewWordsFor(q).map((w) => w.id);

describe('hebrewWordsFor', () => {
  it.each([
    ['How do I say thank you in Hebrew?', ['todah']],
    ['how do u say thank you in hebru', ['todah']],
    ['wat is mom and dad in hebrew', ['ima', 'abba']],
    ['What is the Hebrew word for home?', ['bayit']],
    ['hebrew for book', ['sefer']],
    ['איך אומרים book בעברית?', ['sefer']],
    ['cat and dog in hebrew please', ['chatul', 'kelev']],
    ['horse in hebrew?', ['sus']],
    ['how do you spell water in hebrew', ['mayim']],
    ['how can i say my name is in hebrew', ['shmi']],
  ])('%j asks for %j', (question, expected) => {
    expect(ids(question)).toEqual(expected);
  });

  it('asks for nothing when the question is not "what is this English word in Hebrew"', () => {
    expect(ids('What does shalom mean?')).toEqual([]);
    expect(ids('What is the capital of France in Hebrew?')).toEqual([]);
    expect(ids('Tell me about Chanukah')).toEqual([]);
  });

  it('counts up to the number asked, one to ten', () => {
    expect(hebrewWordsFor('how do you count to three in hebrew').map((w) => w.id)).toEqual(['echad', 'shtayim', 'shalosh']);
    expect(hebrewWordsFor('how do i count to 5 in hebrew')).toHaveLength(5);
    expect(hebrewWordsFor('how do you count to a hundred in hebrew')).toEqual([]);
  });
});
