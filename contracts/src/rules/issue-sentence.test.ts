import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldLabel, issueSentence } from './issue-sentence';

const sentences = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((issue) => issueSentence(issue, input));
};

describe('issueSentence', () => {
  it('asks for what is missing in words, never in zod wording', () => {
    expect(sentences(z.object({ username: z.string() }), {})).toEqual(['Please fill in username.']);
    expect(sentences(z.object({ firstName: z.string().min(1) }), { firstName: '' })).toEqual(['Please fill in first name.']);
    expect(sentences(z.object({ a: z.string() }), undefined)).toEqual(['Please send the details of your request as JSON.']);
  });

  it('says what kind of value belongs, even over an author message written for a missing one', () => {
    const Body = z.object({ content: z.string({ error: 'Write a message first.' }).min(1, 'Write a message first.') });
    expect(sentences(Body, {})).toEqual(['Write a message first.']);
    expect(sentences(Body, { content: ['hi'] })).toEqual(['Content should be text.']);
    expect(sentences(Body, { content: 7 })).toEqual(['Content should be text.']);
    expect(sentences(z.object({ n: z.number() }), { n: 'x' })).toEqual(['N should be a number.']);
    expect(sentences(z.object({ n: z.number().int() }), { n: 1.5 })).toEqual(['N should be a whole number.']);
  });

  it('keeps what the author wrote', () => {
    expect(sentences(z.object({ n: z.number().int('Duration is a whole number of seconds.') }), { n: 1.5 })).toEqual(['Duration is a whole number of seconds.']);
    expect(sentences(z.object({ s: z.string().max(3, 'Short, please.') }), { s: 'long' })).toEqual(['Short, please.']);
  });

  it('names limits, choices and formats', () => {
    expect(sentences(z.object({ s: z.string().min(3).max(5) }), { s: 'ab' })).toEqual(['S needs at least 3 characters.']);
    expect(sentences(z.object({ s: z.string().max(5) }), { s: 'abcdefg' })).toEqual(['S can be at most 5 characters long.']);
    expect(sentences(z.object({ n: z.number().max(9) }), { n: 10 })).toEqual(['N can be at most 9.']);
    expect(sentences(z.object({ role: z.enum(['student', 'teacher']) }), { role: 'x' })).toEqual(['Role must be one of: student, teacher.']);
    expect(sentences(z.object({ since: z.iso.datetime() }), { since: 'soon' })).toEqual(['Since should be a date and time, like 2026-11-22T09:00:00Z.']);
    expect(sentences(z.object({ a: z.string() }).strict(), { a: 'x', b: 1 })).toEqual(['We do not know "b". Please leave it out.']);
  });

  it('labels fields in words', () => {
    expect(fieldLabel(['classCode'])).toBe('class code');
    expect(fieldLabel(['answers', 2])).toBe('answers (item 3)');
    expect(fieldLabel([])).toBe('this');
  });
});
