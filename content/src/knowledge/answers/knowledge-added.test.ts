import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';

const NOW = new Date(2026, 10, 22, 12);

describe('the first Jew and the plagues by their Hebrew name', () => {
  it('given who believed in one God first, when answered, then Avraham answers, with the verse that calls him a Hebrew', () => {
    const answer = answerQuestion('who was the 1st one to beleive in one god', NOW);
    expect(answer?.doc.entryId).toBe('avraham');
    expect(answer?.text).toMatch(/Genesis 14:13/);
  });

  it('given the plagues called makkos, when asked about, then the ten plagues answer', () => {
    expect(answerQuestion('what were all the makkos', NOW)?.doc.entryId).toBe('ten-plagues');
  });
});

describe('waiting after a meal of chicken', () => {
  it('given a child who had chicken and wants a milkshake, when asked when, then the wait between meat and milk answers, birds counted as meat', () => {
    const answer = answerQuestion('after a chicken dinner how long till i can have a milkshake', NOW);
    expect(answer?.doc.entryId).toBe('waiting');
    expect(answer?.text).toMatch(/birds count as meat/);
  });
});

describe('knowing that food is kosher', () => {
  it('given how a child can tell the food at a party is kosher, when answered, then keeping kosher answers and names the hechsher', () => {
    expect(answerQuestion('how do we know the food at a party is kosher', NOW)?.text).toMatch(/hechsher/);
  });
});

describe('the first or the last of something', () => {
  it('given a question for the very first Jew, when answered, then Avraham answers, the entry that says "the first Jew", not the first king or the first Temple', () => {
    expect(answerQuestion('who is known as the very first jew', NOW)?.doc.entryId).toBe('avraham');
  });

  it("given a question for the Torah's first word, when answered, then the book of Bereshit answers, not the Hebrew for \"word\"", () => {
    const answer = answerQuestion('tell me the torahs first word', NOW);
    expect(answer?.doc.entryId).toBe('genesis');
    expect(answer?.text).toMatch(/named after its first word/);
  });
});

describe('things a child names by what they are or do', () => {
  it('given a child who asks about the big cup in the middle of the seder table, when answered, then it is Eliyahu\'s cup', () => {
    const answer = answerQuestion('whose cup sits in the middle of the seder table', NOW);
    expect(answer?.doc.facet).toBe('cup-of-eliyahu');
    expect(answer?.text).toMatch(/Eliyahu/);
  });

  it('given a child who asks who built a huge boat, when answered, then Noach answers, the ark being a big boat', () => {
    expect(answerQuestion('who was the man that built a huge boat', NOW)?.text).toMatch(/Noach/);
  });

  it('given which bread the Shabbat meals have, when answered, then challah answers, not the manna alone', () => {
    expect(answerQuestion('what bread do jewish families eat on shabbos', NOW)?.text).toMatch(/challah/);
  });

  it('given what the Rosh Hashana challah is dipped in, when answered, then honey, for a sweet year', () => {
    const answer = answerQuestion('on rosh hashana do we dip the challah in salt or honey', NOW);
    expect(answer?.text).toMatch(/round/);
    expect(answer?.text).toMatch(/dip it in honey/);
  });
});

describe('decorating the sukkah', () => {
  it('given what children hang up in a sukkah, when answered, then the decorations answer, with why a mitzvah is made beautiful', () => {
    const answer = answerQuestion('what can kids hang up in a sukah', NOW);
    expect(answer?.doc.facet).toBe('sukkah-decorations');
    expect(answer?.text).toMatch(/paper chains/);
  });
});

describe('why we do not work on Shabbat', () => {
  it('given why work is not done on Shabbat, when answered, then the reason answers (God rested on the seventh day), not only a rule of the Sages', () => {
    expect(answerQuestion('how come jews dont do any work on shabat', NOW)?.text).toMatch(/rested on the seventh/);
  });
});

describe('how the lives of Haman and Moshe ended, and shoes on the ninth of Av', () => {
  it('given the end of Haman asked about, when answered, then he was hanged on the gallows he made for Mordechai', () => {
    expect(answerQuestion('what did the king do to haman at the very end', NOW)?.text).toMatch(/hanged on the (?:very )?gallows/);
  });

  it('given how long Moshe lived, when asked, then Moshe answers that he died at 120', () => {
    const answer = answerQuestion('at what age did moses die', NOW);
    expect(answer?.doc.entryId).toBe('moshe');
    expect(answer?.text).toMatch(/120/);
  });

  it('given leather shoes on Tisha B\'Av, when asked, then the fast day answers that they are not worn, as on Yom Kippur', () => {
    const answer = answerQuestion('is it allowed to put on leather shoes on tishah bav', NOW);
    expect(answer?.doc.id).toBe('holiday:tisha-bav:no-leather-shoes-tisha-bav');
    expect(answer?.text).toMatch(/as on Yom Kippur/);
  });
});

describe('a hill read as a mountain, and the son Yaakov loved most', () => {
  it('given the giving of the Torah asked of a hill, when answered, then Har Sinai answers', () => {
    expect(answerQuestion('on top of which hill did hashem give the ten commandments', NOW)?.text).toMatch(/Sinai/);
  });

  it('given the son Yaakov loved best asked as his favourite, when answered, then Yosef answers and not the twelve tribes', () => {
    const answer = answerQuestion('the favorite son of jacob was who', NOW);
    expect(answer?.doc.entryId).toBe('yosef');
    expect(answer?.text).toMatch(/loved him more than all|favourite son/);
  });
});

describe('what God made on a day of creation, asked by its number', () => {
  it('given a day of creation asked by its number, when answered, then the six days of creation answer, not the one God of the Shema', () => {
    for (const question of ['on day one what did hashem make', 'what did god make on the 1st day']) {
      const answer = answerQuestion(question, NOW);
      expect(answer?.doc.entryId).toBe('creation');
      expect(answer?.text).toMatch(/day 1, light/);
    }
  });
});

describe('the reason for the plagues', () => {
  it('given why the plagues came, when asked, then the reason answers: to free the people and so Egypt would know Hashem', () => {
    const answer = answerQuestion('whats the reason god sent all those plagues to the egyptians', NOW);
    expect(answer?.doc.entryId).toBe('plagues-why');
    expect(answer?.text).toMatch(/free His people/);
    expect(answer?.text).toMatch(/would know that Hashem is God/);
  });
});

describe('the songs that greet Shabbat', () => {
  it('given the songs of Friday night asked of greeting Shabbat, when answered, then Lecha Dodi and Shalom Aleichem answer', () => {
    const text = answerQuestion('friday night what songs greet shabbat', NOW)?.text;
    expect(text).toMatch(/Lecha Dodi/);
    expect(text).toMatch(/Shalom Aleichem/);
  });
});

describe('where the chanukiyah stands', () => {
  it('given where the Chanukah lights go, when asked, then the window or the door where passers-by see them answers, not what the word menorah means', () => {
    const answer = answerQuestion('where does the hanukia go in our house', NOW);
    expect(answer?.doc.facet).toBe('chanukiyah-place');
    expect(answer?.text).toMatch(/window/);
    expect(answer?.text).toMatch(/pirsumei nisa/);
  });
});

describe('one day of creation asked by its place or its number', () => {
  it('given the third or the sixth day asked, when answered, then what God made that day is said first', () => {
    expect(answerQuestion('wat got made on the sixth day', NOW)?.text).toMatch(/^On the sixth day God made animals and people\./);
    expect(answerQuestion('on day 3 what did hashem make', NOW)?.text).toMatch(/^On the third day God made dry land, seas and plants\./);
  });
});

describe('the drops of wine for the plagues', () => {
  it('given why drops of wine leave the cup at the seder, when asked, then the seder custom answers with the reason, not the havdalah cup', () => {
    const answer = answerQuestion('how come we take drops out of our cup for each plague', NOW);
    expect(answer?.doc.facet).toBe('wine-drops-plagues');
    expect(answer?.text).toMatch(/suffer/);
  });
});

describe('when havdalah is made', () => {
  it('given when havdalah is said, when asked, then Saturday night once three stars are out answers', () => {
    const answer = answerQuestion('what time is havdala', NOW);
    expect(answer?.doc.entryId).toBe('havdalah-time');
    expect(answer?.text).toMatch(/three stars/);
  });
});

describe('a liking asked of the tutor', () => {
  it('given the tutor asked its favourite part of something, when answered, then the thing itself answers, not a word whose example says "favourite"', () => {
    expect(answerQuestion('what is ur favourite thing about the seder', NOW)?.doc.facet).toBe('seder');
  });
});

describe('Hebrew words whose spellings fold alike', () => {
  it('given a word spelled as one entry spells it, when asked, then that entry answers, not the one that only folds the same', () => {
    expect(answerQuestion('etz is what in english', NOW)?.doc.entryId).toBe('etz');
  });
});

describe('a past in a story read as its verb', () => {
  it('given a story that says it rained, when a child asks in the present with the story named, then the story answers', () => {
    const answer = answerQuestion('in the flood how long did it rain', NOW);
    expect(answer?.doc.entryId).toBe('the-flood');
    expect(answer?.text).toMatch(/forty days/);
  });
});

describe('rain and the sukkah, the trees\' birthday, the shofar\'s months and Daniel among the lions', () => {
  it('given rain on Sukkot, when a child asks if they must stay in the sukkah, then the sukkah answers that we may eat inside', () => {
    const answer = answerQuestion('its raining on sukkot can we eat in the house', NOW);
    expect(answer?.doc.facet).toBe('sukkah');
    expect(answer?.text).toMatch(/eat inside the house/);
  });

  it('given the trees\' birthday, when asked which day it is, then Tu BiShvat answers', () => {
    expect(answerQuestion('when is the trees birthday', NOW)?.doc.entryId).toBe('tu-bishvat');
  });

  it('given the months of the shofar, when asked, then Tishrei and Elul are told', () => {
    const text = answerQuestion('in wich month do we blow the shofar', NOW)?.text;
    expect(text).toMatch(/Tishrei/);
    expect(text).toMatch(/Elul/);
  });

  it('given Daniel in the den, when a child asks if the lions hurt him, then he came out safe', () => {
    expect(answerQuestion('did daniel get hurt by the lions', NOW)?.text).toMatch(/came out safe, not hurt/);
  });
});

describe('a time told with "is when", and "then what" for what comes next', () => {
  it('given "is when" before what is asked, when answered, then the "what" is answered, not the date', () => {
    expect(answerQuestion('pesach is when we eat what', NOW)?.doc.facet).toBe('foods');
  });

  it('given a letter and "then what letter", when answered, then the letter\'s place answers with the one after it', () => {
    const answer = answerQuestion('dalet then which letter', NOW);
    expect(answer?.doc.facet).toBe('order');
    expect(answer?.text).toMatch(/before Hei/);
  });
});

describe('who raised Shmuel, what Adam and Chava ate, Moshe in Midian, the sofer and the hechsher', () => {
  it('given who brought Shmuel up, when asked, then Eli the kohen gadol is told', () => {
    expect(answerQuestion('who was shmuels teacher when he was little', NOW)?.text).toMatch(/Eli the kohen gadol/);
  });

  it('given the food of Gan Eden, when asked what Adam ate, then the fruit of the tree of knowledge is told', () => {
    expect(answerQuestion('what food did adam eat that he wasnt allowed', NOW)?.text).toMatch(/fruit of the tree of knowledge/);
  });

  it('given Moshe who fled, when asked why he went to Midian, then the Egyptian he struck and Pharaoh who wanted to kill him are told', () => {
    const answer = answerQuestion('how come moses went to midian', NOW);
    expect(answer?.doc.entryId).toBe('moshe-flees');
    expect(answer?.text).toMatch(/struck the Egyptian/);
  });

  it('given who writes a Sefer Torah, when asked why by hand, then the sofer is named', () => {
    expect(answerQuestion('how come torah scrolls are not printed', NOW)?.text).toMatch(/sofer/);
  });

  it('given how to tell that a food is kosher, when asked, then the hechsher answers, not what the word kosher means', () => {
    expect(answerQuestion('how can i tell my candy is kosher', NOW)?.doc.entryId).toBe('hechsher');
  });
});

describe('a plague asked by its place, or the place of a plague named', () => {
  it('given a plague named, when asked which one it was, then its place is said first', () => {
    expect(answerQuestion('wich number plague was hail', NOW)?.text).toMatch(/^Hail \(barad\) was the seventh plague\./);
  });

  it('given a place among the plagues, when asked, then the plague in that place is said first, and the firstborn is no place', () => {
    expect(answerQuestion('what was the 6th maka', NOW)?.text).toMatch(/^The sixth plague was boils \(shechin\)\./);
    expect(answerQuestion('tell me about the plague of the first born', NOW)?.text).not.toMatch(/^The first plague/);
  });
});

describe('what we light on Friday night', () => {
  it('given what is lit on Friday night, when asked, then the Shabbat candles answer, not the times of Shabbat', () => {
    expect(answerQuestion('on friday nite what do we light', NOW)?.text).toMatch(/two candles/);
  });
});

describe('what is read on a day, asked with where it is read', () => {
  it('given a holiday and the synagogue in one question, when asked what is read, then the holiday\'s own reading answers, not the Torah reading of every week', () => {
    expect(answerQuestion('in synagogue what do they read on chanukah', NOW)?.text).toMatch(/Numbers 7/);
    expect(answerQuestion('at the synagogue what gets read on simchat torah', NOW)?.text).toMatch(/Bereshit/);
  });

  it('given no day named, when asked what is read in shul, then the Torah reading of the week answers as before', () => {
    expect(answerQuestion('what gets read at shul', NOW)?.doc.entryId).toBe('torah-reading');
  });

  it('given a child who listens rather than hears, when asked what we listen to on rosh hashanah, then the shofar answers', () => {
    expect(answerQuestion('what do we listen to on rosh hashanah', NOW)?.text).toMatch(/shofar/);
  });
});

describe('a Hebrew word written as a plural or with a prefix', () => {
  it('given a plural in Hebrew letters, pointed or not, when its meaning is asked, then the singular word answers', () => {
    expect(answerQuestion('what does ילדים mean', NOW)?.doc.entryId).toBe('yeled');
    expect(answerQuestion('what does כְּלָבִים mean', NOW)?.doc.entryId).toBe('kelev');
  });

  it('given a plural with "the" written onto it, when its meaning is asked, then the word spelled so answers, not another that folds alike', () => {
    expect(answerQuestion('what does הספרים mean', NOW)?.doc.entryId).toBe('sefer');
  });
});

describe('which parsha holds a thing the Torah tells', () => {
  it('given the Ten Commandments, whose entry names its chapters but has no verse of its own, when asked which parsha gives them, then Yitro answers (Exodus 20)', () => {
    expect(answerQuestion('which parsha did hashem give the 10 commandments', NOW)?.doc.entryId).toBe('Yitro');
  });
});

describe('a Hebrew word whose prefixes fold it into another word', () => {
  it('given "and the water" written in Hebrew letters, when its meaning is asked, then water answers, not the book whose name folds alike', () => {
    expect(answerQuestion('what does והמים mean', NOW)?.doc.entryId).toBe('mayim');
  });

  it('given a word spelled with the yod its points leave out, when asked about, then the word itself answers, not a shorter word after a letter read as a prefix', () => {
    expect(answerQuestion('what is a כיפה', NOW)?.doc.entryId).toBe('kippah');
  });
});

describe('the words children use for receiving, sons, searching, finishing and what happened', () => {
  it('given a child who says "got" for received, when asked which holiday we got the torah on, then Shavuot answers, not the holiday whose name says Torah', () => {
    expect(answerQuestion('which holiday is it when we got the torah', NOW)?.doc.entryId).toBe('shavuot');
  });

  it('given "get" with nothing after it, when a child asks what kids get on a holiday, then it is not read as receiving', () => {
    expect(answerQuestion('what do kids get on chanukah', NOW)?.doc.entryId).toBe('chanukah');
  });

  it('given the boys a mother had, when asked how many, then her family answers with her sons', () => {
    const answer = answerQuestion('how many boys did rachel have', NOW);
    expect(answer?.doc.id).toBe('person:rachel:family');
    expect(answer?.text).toMatch(/Yosef and Binyamin/);
  });

  it('given a pit with lions in it, when asked who was put there, then Daniel answers, whose story calls it a den', () => {
    expect(answerQuestion('who spent the night in a pit with lions', NOW)?.doc.entryId).toMatch(/^daniel/);
  });

  it('given what the children look for at the seder, when answered, then the afikoman answers, not the search for chametz', () => {
    expect(answerQuestion('what do the children look for at the end of the seder', NOW)?.doc.id).toBe('holiday:pesach:afikoman-pesach');
  });

  it('given what happened on a holiday in a place that is also a Hebrew word, when answered, then the holiday answers, not the word', () => {
    expect(answerQuestion('what happened on tu bishvat in eretz yisrael', NOW)?.doc.entryId).toBe('tu-bishvat');
  });

  it('given a child who asks what is said when we finish a meal, when answered, then the blessing after the meal answers, not the one before it', () => {
    expect(answerQuestion('when we finish a meal of bread what blessing comes', NOW)?.doc.entryId).toBe('birkat-hamazon');
  });

  it('given "once we are done with" a meal, when answered, then it is the time after the meal too, not how a thing ends', () => {
    expect(answerQuestion('once we are done with a meal of bread what do we say', NOW)?.doc.entryId).toBe('birkat-hamazon');
  });
});

describe('the blessings before the Megillah', () => {
  it('given the blessings before hearing Esther\'s scroll, when asked, then "al mikra megillah" answers with its verse, not washing before bread', () => {
    const answer = answerQuestion('what brochos does the reader say on the megila', NOW);
    expect(answer?.doc.entryId).toBe('megillah-blessing');
    expect(answer?.text).toMatch(/al mikra megillah/);
    expect(answer?.doc.source).toBe('Esther 9:28');
  });
});
