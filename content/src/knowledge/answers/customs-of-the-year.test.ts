import { describe, expect, it } from 'vitest';
import { docSources } from '../sources/doc-sources';
import { answerQuestion } from './answer-question';

const NOW = new Date(2026, 10, 28, 12);

describe('customs of the holidays told by what a child sees', () => {
  it('given the three-cornered Purim cookies asked about by their shape, when answered, then hamantaschen answer', () => {
    const answer = answerQuestion('on purim my bubby bakes cookies shaped like triangles what are they', NOW);
    expect(answer?.doc.id).toBe('holiday:purim:hamantaschen');
    expect(answer?.text).toMatch(/triangle/);
  });

  it('given the songs after the Chanukah lights, when asked, then Maoz Tzur and Haneirot Halalu answer', () => {
    const answer = answerQuestion('wat song comes after we light the chanukiya', NOW);
    expect(answer?.text).toMatch(/Maoz Tzur/);
    expect(answer?.text).toMatch(/Haneirot Halalu/);
  });

  it('given the search for chametz by candlelight, when asked why a candle, then the search answers with the verse of the lamp', () => {
    const answer = answerQuestion('how come we use a candle to find the chometz the night before pesach', NOW);
    expect(answer?.doc.id).toBe('holiday:pesach:bedikat-chametz');
    expect(answer?.text).toMatch(/feather/);
    expect(docSources(answer!.doc).map((s) => s.ref)).toContain('Proverbs 20:27');
  });
});

describe('prayer and blessings as children meet them', () => {
  it('given people swaying while they daven, when asked why, then shuckling answers from the verse of all my bones', () => {
    const answer = answerQuestion('why does my zaidy rock back and forth when he davens', NOW);
    expect(answer?.doc.entryId).toBe('shuckling');
    expect(answer?.text).toMatch(/Psalms 35:10/);
  });

  it('given pizza, when its bracha is asked, then Hamotzi answers and says when a slice gets Mezonot', () => {
    const answer = answerQuestion('what brocha goes on piza', NOW);
    expect(answer?.doc.entryId).toBe('hamotzi');
    expect(answer?.text).toMatch(/Mezonot on a small slice/);
  });
});

describe('the Torah, its people and its words', () => {
  it('given where the Torah scrolls are kept, when asked, then the Sefer Torah answers: in the Aron Kodesh', () => {
    expect(answerQuestion('where is the torah scroll kept in the synagogue', NOW)?.text).toMatch(/Aron Kodesh/);
  });

  it('given what Noach built the ark out of, when asked, then gopher wood answers with its verse', () => {
    expect(answerQuestion('what kind of wood did noah use for the ark', NOW)?.text).toMatch(/gopher wood \(Genesis 6:14\)/);
  });

  it('given the word Ivri, when its meaning is asked, then the word answers (the other side), not Ivrit, the language', () => {
    const answer = answerQuestion('what is the meaning of ivri', NOW);
    expect(answer?.doc.entryId).toBe('ivri');
    expect(answer?.text).toMatch(/other side/);
  });

  it('given the parsha of the twelve spies, when asked, then Sh\'lach answers, not Devarim, which only reminds of them', () => {
    expect(answerQuestion('which parsha do the 12 spys go into the land', NOW)?.doc.entryId).toBe("Sh'lach");
  });

  it('given how many vowel signs there are, when asked, then nikud answers with the count', () => {
    expect(answerQuestion('how many hebrew vowels r there', NOW)?.text).toMatch(/nine main vowel signs/);
  });
});

describe('which one of a kind, asked of a place or a story', () => {
  it('given which book of the Tanakh lacks God\'s name, when asked, then Esther answers, not the Tanakh the question looks in', () => {
    expect(answerQuestion('in which book of the tanakh is hashems name never written', NOW)?.doc.entryId).toBe('esther');
  });

  it('given a story of the Torah named whole, when its parsha is asked, then the parsha holding its verses answers', () => {
    expect(answerQuestion('what parsha tells about the tower of bavel', NOW)?.doc.entryId).toBe('Noach');
  });

  it('given who wrote a book of Tanakh, when asked, then the writer our Sages name answers, from Bava Batra', () => {
    const answer = answerQuestion('which book of tanach was written by king dovid', NOW);
    expect(answer?.doc.entryId).toBe('psalms');
    expect(answerQuestion('who wrote megilas rus', NOW)?.text).toMatch(/Shmuel \(Bava Batra 14b-15a\)/);
  });

  it('given Hebrew letters asked about a thing, when answered, then the thing answers, not the Hebrew word for it', () => {
    expect(answerQuestion('what hebrew letters does a sevivon have on it', NOW)?.text).toMatch(/Gimel/);
  });

  it('given why a baby is named after a grandparent who died, when asked, then the Hebrew name answers: it keeps their memory', () => {
    expect(answerQuestion('why did my parents name me after my grandpa who passed away', NOW)?.text).toMatch(/memory/);
  });
});

describe('the fasts, the days of Adar and the prayers of every day', () => {
  it('given kapparot, when asked, then the custom answers with its coins or chicken given to the poor', () => {
    expect(answerQuestion('why do people swing a chicken before yom kipur', NOW)?.doc.id).toBe('holiday:yom-kippur:kapparot');
  });

  it('given the haftarah of Yom Kippur afternoon, when asked, then Yonah answers with the verse of Nineveh forgiven', () => {
    const answer = answerQuestion('which navi do we read in the afternoon of yom kippur', NOW);
    expect(answer?.text).toMatch(/Yonah/);
    expect(docSources(answer!.doc).map((s) => s.ref)).toContain('Jonah 3:10');
  });

  it('given Sigd, when asked, then the holiday of Ethiopia\'s Jews answers from Nechemiah', () => {
    const answer = answerQuestion('tell me about the sigd', NOW);
    expect(answer?.text).toMatch(/Ethiopia/);
  });

  it('given the blessings of the dawn and Tachanun, when asked, then each prayer answers', () => {
    expect(answerQuestion('what r the brachos we say when we wake up every morning', NOW)?.text).toMatch(/Birchot Hashachar/);
    expect(answerQuestion('what prayer do we say with our head down on our arm', NOW)?.text).toMatch(/Tachanun/);
  });

  it('given what happened to Rabbi Akiva\'s students, when asked, then the Omer answers: they died for not respecting each other', () => {
    expect(answerQuestion('what happened to rabbi akivas talmidim', NOW)?.text).toMatch(/did not treat each other with respect/);
  });
});
