import { describe, expect, it } from 'vitest';
import { comparedIn } from './difference';
import { fromKnowledge } from './from-knowledge';

const NOV_22_2026 = new Date(2026, 10, 22, 12);
const ask = (message: string) => fromKnowledge([message], NOV_22_2026, []);

describe('a question that compares two things', () => {
  it('given "the difference between" two things or "how is one different from" another, when it is read, then both things are found', () => {
    expect(comparedIn('what is the diffrence between erev tov and shavua tov')).toEqual(['erev tov', 'shavua tov']);
    expect(comparedIn('how is a kippah different from a tallit?')).toEqual(['a kippah', 'a tallit']);
    expect(comparedIn('what do we eat on sukkot and shavuot')).toBeUndefined();
  });

  it('given two Hebrew words no one entry tells of together, when their difference is asked, then each is told', () => {
    const reply = ask('what is the diffrence between erev tov and shavua tov')!;
    expect(reply.answer).toMatch(/evening/);
    expect(reply.answer).toMatch(/week/);
  });

  it('given two holidays, when their difference is asked, then the reply tells of each', () => {
    const reply = ask('whats the difference between sukkot and shavuot')!;
    expect(reply.answer).toMatch(/sukkah/i);
    expect(reply.answer).toMatch(/Torah/);
  });

  it('given one entry that tells of both (Shin and Sin), when their difference is asked, then that entry answers it whole', () => {
    const reply = ask('how is shin different from sin')!;
    expect(reply.answer).toMatch(/dot on the top right/);
    expect(reply.sources.map((s) => s.ref)).toEqual(['reading:shin-sin-dot']);
  });
});
