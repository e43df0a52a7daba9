import { describe, expect, it } from 'vitest';
import { gradeHeldOut } from './grade-held-out';
import { isEvasive } from './is-evasive';
import { resolveExpectation } from './resolve-expectations';

describe('grading a held-out reply', () => {
  const must = ['truth|honest', 'sorry|apolog'];
  const caring = 'Telling the truth takes courage. Go to your mom and say sorry.';

  it('counts an advice reply right only when it also asks the child a question back', () => {
    expect(gradeHeldOut(caring, { kind: 'advice' }, must)).toMatchObject({ right: false, asksNothingBack: true, missing: [] });
    expect(gradeHeldOut(`${caring} How do you think she will feel?`, { kind: 'advice' }, must)).toMatchObject({ right: true, asksNothingBack: false });
  });

  it('needs no question back from a factual reply, but every must entry', () => {
    expect(gradeHeldOut('We shake the lulav and the etrog.', { kind: 'fact' }, ['lulav', 'etrog|esrog']).right).toBe(true);
    expect(gradeHeldOut('We shake the lulav.', { kind: 'fact' }, ['lulav', 'etrog|esrog'])).toMatchObject({ right: false, missing: ['etrog|esrog'] });
  });

  it('calls a reply evasive when it declines in place of answering', () => {
    expect(isEvasive("I'm not sure about that one. You could ask your rabbi!", ['lulav'])).toBe(true);
    expect(isEvasive('I don’t know. Ask a grown-up.', ['shofar'])).toBe(true);
    expect(isEvasive('That is a great question for your teacher. Ask your teacher tomorrow!', ['kohen'])).toBe(true);
  });

  it('does not call a reply evasive when it answers, even if it also sends the child to a grown-up', () => {
    expect(isEvasive('The Torah says not to cook meat and milk together. Ask your rabbi for more!', ['torah'])).toBe(false);
    expect(isEvasive("I'm not sure if you mean the fast: Tzom Gedaliah is the day after Rosh Hashanah.", ['gedaliah', 'fast'])).toBe(false);
  });

  it('hears "not sure" only when the reply says it of itself', () => {
    expect(gradeHeldOut('Balak hired Bilam. What would you tell someone who is afraid of people they do not know?', { kind: 'fact' }, ['bilam'])).toMatchObject({ right: true, unsure: false, declines: false });
    expect(isEvasive("I'm really not sure, sorry.", ['bilam'])).toBe(true);
    expect(isEvasive('I honestly do not know that one.', ['bilam'])).toBe(true);
  });

  it('does not call a plain wrong answer evasive', () => {
    expect(isEvasive('On Sukkot we eat latkes.', ['lulav'])).toBe(false);
  });

  it('tells apart a refusal that only happens to share a word with the answer', () => {
    expect(gradeHeldOut("I'm not sure about that one. Ask a rabbi!", { kind: 'fact' }, ['kosher', 'symbol|rabbi'])).toMatchObject({ right: false, declines: true, evasive: false });
  });

  it('does not count a reply that says it is not sure, even when it holds the expected words', () => {
    expect(gradeHeldOut("I'm not sure about that one. I can help with the Torah and Shabbat.", { kind: 'fact' }, ['torah|sinai'])).toMatchObject({ right: false, unsure: true, missing: [] });
  });

  it('reads Hebrew without its vowel points', () => {
    expect(gradeHeldOut('Shabbat is written שַׁבָּת.', { kind: 'fact' }, ['שבת']).right).toBe(true);
  });

  it('marks an evasive reply wrong', () => {
    expect(gradeHeldOut('I am not sure, ask a rabbi.', { kind: 'fact' }, ['shofar'])).toMatchObject({ right: false, evasive: true });
  });
});

describe('resolving an expectation with alternatives', () => {
  const now = new Date(2026, 10, 27);

  it('resolves each computed alternative and keeps the plain ones', () => {
    expect(resolveExpectation("{{day:Yom HaAtzma'ut}}|{{eve:Yom HaAtzma'ut}}|israel", now)).toBe('Wednesday, May 12, 2027|Tuesday, May 11, 2027|israel');
    expect(resolveExpectation('lulav|etrog', now)).toBe('lulav|etrog');
  });

  it('keeps a pattern inside braces whole', () => {
    expect(resolveExpectation('{{eve:/^Rosh Hashana \\d+$/}}', now)).toBe('Friday, October 1, 2027');
  });
});
