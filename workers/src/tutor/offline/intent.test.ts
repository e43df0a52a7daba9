import { describe, expect, it } from 'vitest';
import { matchIntent } from './intent';

describe('matchIntent', () => {
  it.each([
    ['Hi!', 'greeting'],
    ['Shalom Morah', 'greeting'],
    ['', 'greeting'],
    ['Thank you so much!', 'thanks'],
    ['How many letters are in the alef-bet?', 'alphabet'],
    ['What sound does the letter bet make?', 'letter'],
    ['Hey, what sound does hey make?', 'letter'],
    ['ש', 'letter'],
    ['What is the gematria of חַי?', 'gematria-word'],
    ["What's this week's parsha?", 'parsha'],
    ['which torah portion do we read this shabbat', 'parsha'],
    ["What is today's Hebrew date?", 'hebrew-date'],
    ['When is Chanukah this year?', 'holiday'],
    ['when is hanukkah', 'holiday'],
    ["When is Tish'a B'Av?", 'holiday'],
    ['When does Passover start?', 'holiday'],
    ['What holiday is next?', 'next-holiday'],
    ['Is there a holiday coming up soon?', 'next-holiday'],
    ['What blessing do I say on bread?', 'blessing'],
    ['How do I light Chanukah candles?', 'blessing'],
    ['Why is the sky blue?', 'unknown'],
    ['Can you do my maths homework?', 'unknown'],
  ])('%j → %s', (question, kind) => {
    expect(matchIntent(question).kind).toBe(kind);
  });

  it('picks out the right letter and holiday', () => {
    const letter = matchIntent('Hey, what sound does hey make?');
    expect(letter.kind === 'letter' && letter.letter.glyph).toBe('ה');
    const holiday = matchIntent('When is Simchas Torah?');
    expect(holiday.kind === 'holiday' && holiday.key).toBe('simchat-torah');
    const word = matchIntent('What is the gematria of שָׁלוֹם?');
    expect(word.kind === 'gematria-word' && word.word).toBe('שלום');
  });
});
