import { asksWhatToDo } from '@morah/content';
import { describe, expect, it } from 'vitest';
import { fromKnowledge } from './from-knowledge';

const NOV_29_2026 = new Date(2026, 10, 29, 12);
const ask = (asked: string) => fromKnowledge([asked], NOV_29_2026, [])!;

describe('what to say, asked in a language or at a blessing', () => {
  it('given what to tell a grandparent in Hebrew for a word, when answered, then the Hebrew word answers, not advice', () => {
    const reply = ask('what do i tell my zaidy in hebrew for thank you');
    expect(reply.answer).toMatch(/Todah/);
    expect(reply.sources.map((s) => s.ref)).toContain('word:todah');
    expect(ask('what should i say to my morah in hebrew for good evening').answer).toMatch(/Erev tov/i);
  });

  it('given what to answer when a parent makes a bracha, when answered, then Amen, not advice about parents', () => {
    const reply = ask('what do i answer when my abba says a bracha');
    expect(reply.answer).toMatch(/Amen/);
    expect(reply.sources.map((s) => s.ref)).toContain('custom:answering-amen');
  });

  it('given what to say to someone, with no language or blessing, when read, then it still asks what to do', () => {
    expect(asksWhatToDo('what do i say to the kid who called me names')).toBe(true);
    expect(asksWhatToDo('what do i say in hebrew to my friend for good luck')).toBe(false);
  });
});
