import { describe, expect, it } from 'vitest';
import { fromKnowledge } from './from-knowledge';

const NOV_29_2026 = new Date(2026, 10, 29, 12);
const ask = (...asked: string[]) => fromKnowledge(asked, NOV_29_2026, [])!;
const refs = (reply: ReturnType<typeof ask>) => reply.sources.map((s) => s.ref);

describe('the tribe a person came from', () => {
  it('given a question for the shevet of a son of Amram, when answered, then his family says Levi, with the verse', () => {
    const reply = ask('from which tribe did aharon come');
    expect(reply.answer).toMatch(/tribe \(shevet\) of Levi \(Exodus 6:16-20\)/);
    expect(refs(reply)).toContain('person:aharon');
  });

  it('given a question for the shevet of a person of the Writings, when answered, then the tribe comes from the verse that tells it', () => {
    expect(ask('what shevet was mordechai part of').answer).toMatch(/Binyamin \(Esther 2:5\)/);
    expect(ask('gidon was from what tribe').answer).toMatch(/Menashe \(Judges 6:15\)/);
  });

  it('given the word shevet asked for its meaning, when answered, then the Hebrew word still answers', () => {
    expect(ask('what does the word shevet mean').answer).toMatch(/tribe/);
  });
});

describe('a parsha asked for by where it stands', () => {
  it('given the parsha that opens a book or the Torah, when answered, then the first parsha of it answers', () => {
    expect(ask('which parsha starts sefer vayikra').answer).toMatch(/Parashat Vayikra/);
    expect(ask('the last parsha in sefer bamidbar is which').answer).toMatch(/Parashat Mas/);
  });

  it('given the first parsha said with the book it is counted in, when answered, then that book is not read as only where it is found', () => {
    expect(ask('what is the 1st parsha in sefer devarim').answer).toMatch(/Parashat Devarim/);
  });
});

describe('answering a blessing', () => {
  it('given what to reply when someone else blesses, when answered, then Amen, with its verse', () => {
    const reply = ask('what do we say back when someone makes a bracha');
    expect(reply.answer).toMatch(/Amen/);
    expect(reply.answer).toMatch(/Baruch Hu/);
    expect(refs(reply)).toContain('custom:answering-amen');
  });

  it('given why people answer amen, when answered, then it says amen means that it is true and we agree', () => {
    expect(ask('how come people answer amen').answer).toMatch(/it is true, I agree/);
  });
});
