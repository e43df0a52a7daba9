import { HDate, months } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { shabbatTimes } from '../calendar/shabbat-times';
import { answerQuestion, knowledgeNotes } from './answer-question';

const NOV_22_2026 = new Date(2026, 10, 22, 12);
const longDate = (d: Date) => d.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const ask = (q: string, now = NOV_22_2026) => answerQuestion(q, now);

describe('answerQuestion', () => {
  it('answers the questions children ask most, from the right entry', () => {
    expect(ask('Tell me about Shabbat')?.text).toMatch(/day of rest/);
    expect(ask('Who was Miriam?')?.text).toMatch(/sister/);
    expect(ask('What does bracha mean?')?.text).toMatch(/blessing/);
    expect(ask('What is a kamatz?')?.text).toMatch(/"a"/);
  });

  it('answers from the entry a question names whole when nothing answers surely, and stays honest when nothing is named', () => {
    expect(ask('who was shimshon hagibor')?.doc.entryId).toBe('shimshon');
    expect(ask('what happend at jericho')?.text).toMatch(/walls/i);
    expect(ask('how far away is the moon')).toBeUndefined();
    expect(ask('what is the capital of france')).toBeUndefined();
    expect(ask('what is 2+2')).toBeUndefined();
    expect(ask('how do airplanes fly')).toBeUndefined();
  });

  it('reads "can\'t" as "not" and answers the curriculum\'s own question from the curriculum\'s answer', () => {
    expect(ask('what cant we do on shabbat')?.doc.id).toBe('shabbat:shabbat-melacha:overview');
    expect(ask('what is a seder')?.doc.id).toBe('holiday:pesach:seder');
    expect(ask('what is a sheva')?.doc.kind).toBe('vowel');
  });

  it('reads what a question asks for: a blessing, a story, a thing\'s own reason, a number as a word', () => {
    expect(ask('what bracha on apples')?.doc.entryId).toBe('haetz');
    expect(ask('what is a bracha')?.doc.kind).toBe('word');
    expect(ask('what happens in yisro')?.doc.kind).toBe('parsha');
    expect(ask('why do we dress up on purim')?.text).toMatch(/hidden/);
    expect(ask('what are the 4 questions')?.text).toMatch(/Mah Nishtanah/);
    expect(ask('what do you say to people on shabbat')?.text).toMatch(/Shabbat shalom/);
  });

  it('prefers the story that joins two names the question says ("david" and "goliath") over either person', () => {
    expect(ask('how did david beat goliah')?.doc.id).toBe('story:david-goliath:overview');
    expect(ask('which parsha has the ten commandments')?.doc.kind).toBe('parsha');
  });

  it('answers "who was the first woman" with Chava, not the word for woman, and a lone rare word from the entry that holds it', () => {
    expect(ask('who was the first woman')?.doc.entryId).toBe('chava');
    expect(ask('what is the akeida')?.text).toMatch(/Yitzchak/);
    expect(ask('wat does melech meen')?.text).toMatch(/king/);
    expect(ask('what does rosh hashana mean')?.text).toMatch(/head of the year/);
  });

  it('answers "who did it" with the person who did it, not with a holiday or the one it was done to', () => {
    // The story of the coat answers too: it says who got it.
    expect(ask('who got the coat of many colors')?.text).toMatch(/Yosef/);
    expect(ask('who was the bad guy in the purim story')?.doc.entryId).toBe('haman');
    expect(ask('who was the king in the megilla')?.doc.entryId).toBe('achashverosh');
    expect(ask('who sang after the sea split')?.text).toMatch(/Miriam/);
    // A parsha names who is in it: the parsha answers.
    expect(ask('who is in vayeshev')?.doc.kind).toBe('parsha');
    // So does a topic the question names whole.
    expect(ask('Who were the twelve tribes?')?.doc.entryId).toBe('twelve-tribes');
    expect(ask('Who were the imahot?')?.text).toMatch(/Sarah.*Rivka.*Rachel.*Leah|Sarah.*Rachel/s);
  });

  it('tells what a parsha\'s name means, and who the people of the shul are', () => {
    expect(ask('what does toldos mean')?.text).toMatch(/Generations/);
    expect(ask('what does lech lecha mean')?.text).toMatch(/Go for yourself/);
    expect(ask('what happens in toldos')?.text).toMatch(/lentil soup/);
    expect(ask('what does a rabbi do')?.text).toMatch(/teacher of Torah/);
    expect(ask('who leads the davening')?.doc.entryId).toBe('chazzan');
    expect(ask('how many people do u need for a minyan')?.text).toMatch(/ten/);
    expect(ask('what is nach')?.text).toMatch(/Prophets and the Writings/);
  });

  it('answers a "why" about a person\'s custom with the custom\'s reason', () => {
    expect(ask('why do we make noise when we hear hamans name')?.text).toMatch(/blot out/);
  });

  it('answers a question of fact asked after a telling, with no question mark, as the fact, not as a child to help', () => {
    expect(ask('my grandpa isnt eating anything today is it a fast day')?.doc.entryId).toBe('fast-days');
    expect(ask('my teacher said a word about shabbat in class what was it')?.doc.id ?? 'not answered').not.toMatch(/^advice:/);
    expect(ask('some kids push me at recess every day')?.doc.id).toBe('advice:someone-hurting-me:what-to-do');
  });

  it('gives one guiding question back', () => {
    const answer = ask('Who was Miriam?');
    expect(answer?.question.trim().endsWith('?')).toBe(true);
    expect(answer?.text).not.toContain('?');
  });

  it('takes a holiday\'s date from hebcal: Chanukah 2026 begins on the evening of 24 Kislev', () => {
    const eve = new HDate(24, months.KISLEV, 5787).greg();
    expect(ask('When is Hanukkah?')?.text).toContain(`Chanukah begins on the evening of ${longDate(eve)}`);
    expect(ask('When is Chanukah?', new Date(2026, 11, 7, 12))?.text).toContain('Chanukah is happening now');
  });

  it('gives a fast from dawn its own day, not an evening', () => {
    const fast = new HDate(10, months.TEVET, 5787).greg();
    expect(ask("When is Asara B'Tevet?")?.text).toBe(`Asara B'Tevet is on ${longDate(fast)} (10 Tevet 5787). It is a fast from dawn until nightfall.`);
  });

  it('gives this week\'s parsha with its story', () => {
    const text = ask("What's the parsha this week?")?.text ?? '';
    expect(text).toContain('Vayishlach');
    expect(text).toContain('Genesis 32:4-36:43');
    expect(text).toContain('wrestles with an angel');
  });

  it('gives Shabbat times for a named city, and the rule without one', () => {
    const london = shabbatTimes('London', NOV_22_2026);
    expect(ask('When do we light Shabbat candles in London?')?.text).toContain(london.candleLighting);
    expect(ask('When does Shabbat start?')?.text).toMatch(/sunset/);
  });

  it('works out the gematria of a word written in Hebrew or named by its transliteration', () => {
    expect(ask('What is the gematria of שלום?')?.text).toContain('= 376');
    expect(ask('what is the gematria of chai')?.text).toContain('is 18');
  });

  it('reads a letter with a vowel, named or written', () => {
    expect(ask('How do you read bet with a kamatz?')?.text).toContain('"ba"');
    expect(ask('How do I read שָׁ?')?.text).toContain('"sha"');
    expect(ask('how do you read kaf with a segol')?.text).toContain('"ke"');
    expect(ask('what does alef say with a patach')?.text).toMatch(/"a".*silent/);
  });

  it('does not answer what it does not know', () => {
    expect(ask('How far away is the moon?')).toBeUndefined();
    expect(ask('Who won the football game last night?')).toBeUndefined();
  });
});

describe('knowledgeNotes', () => {
  it('gives a model the answering entry first, then the next entries that fit, with their sources', () => {
    const notes = knowledgeNotes('Which parsha has the burning bush?', NOV_22_2026);
    expect(notes[0]?.title).toBe('Parashat Shemot');
    expect(notes[0]?.source).toBe('Exodus 1:1-6:1');
    expect(notes.length).toBeLessThanOrEqual(3);
  });

  it('gives nothing for a question the knowledge base does not cover', () => {
    expect(knowledgeNotes('What is the capital of France?', NOV_22_2026)).toEqual([]);
  });
});

describe('verseNotes', () => {
  it('grounds a verse in its parsha and in the people it names', async () => {
    const { verseNotes } = await import('./verse-notes');
    const english = "And He said: 'Take now thy son, thine only son, whom thou lovest, even Isaac, and get thee into the land of Moriah.'";
    const notes = verseNotes('Genesis 22:2', ['Vayera'], english);
    expect(notes.map((n) => n.title)).toEqual(['Parashat Vayera', 'Yitzchak']);
    expect(notes[0]?.source).toBe('Genesis 18:1-22:24');
    expect(notes[1]?.source).toBe('named in Genesis 22:2');
  });
});

describe('the Torah\'s stories, numbers and fast days', () => {
  it('tells a story of the Torah from its verses, with the parsha it is in', () => {
    const flood = ask('how long did it rain in the flud');
    expect(flood?.text).toMatch(/forty days and forty nights/);
    expect(flood?.doc.source).toBe('Genesis 6:9-9:17');
    expect(ask('what happend at the tower of bavel')?.text).toMatch(/language.*parshat Noach/s);
    expect(ask('what was the egel hazahav')?.text).toMatch(/calf/);
  });

  it('answers how many with the number and what it counts', () => {
    expect(ask('how many avos are there')?.text).toMatch(/three Avot/);
    expect(ask('why is 18 a special number')?.text).toMatch(/chai/);
    expect(ask('how many brothers did yosef have')?.text).toMatch(/eleven brothers/);
    expect(ask('whats the 5th letter')?.text).toMatch(/Hei|Hey|He\b/);
    expect(ask('whats 10 in hebrew')?.text).toMatch(/eser/i);
    expect(ask('how do you say hot in hebrew')?.text).toMatch(/^Cham \(חַם\) means hot/);
    expect(ask('who was ham')?.doc.entryId).toBe('cham');
  });

  it('tells a final letter from its letter, and a Hebrew word written exactly as the child wrote it', () => {
    expect(ask('what letter is ך')?.text).toMatch(/^ך is Final Chaf/);
    expect(ask('what letter is כ')?.text).toMatch(/^כ is Kaf/);
    expect(ask('what does בית mean')?.text).toMatch(/house/);
    expect(ask('what does בת mean')?.text).toMatch(/daughter/);
  });

  it('reads a Hebrew name written without points as the entry spelled that way, and a name of two words whole', () => {
    expect(ask('what does חנוכה mean')?.text).toMatch(/dedication/);
    expect(ask('what is חנוכה')?.doc.id).toBe('holiday:chanukah:overview');
    expect(ask('what does חנוכיה mean')?.doc.id).toBe('word:chanukiyah:meaning');
    expect(ask('מה זה ראש השנה')?.doc.id).toBe('holiday:rosh-hashana:overview');
  });

  it('knows the daily prayers and more of Shabbat and kashrut', () => {
    expect(ask('what are shacharit mincha and maariv')?.text).toMatch(/three times a day/);
    expect(ask('what is an eruv')?.text).toMatch(/carry/);
    expect(ask('what is muktzeh')?.text).toMatch(/do not move on Shabbat/);
    expect(ask('what is treif')?.text).toMatch(/not kosher is called treif/);
    expect(ask('why do we read rus on shavuot')?.text).toMatch(/harvest/);
    expect(ask('what are the nine days')?.text).toMatch(/Nine Days/);
    expect(ask('why do kids get chanuka gelt')?.doc.id).toBe('holiday:chanukah:chanukah-gelt');
    expect(ask('what parsha is this week')?.doc.id).toBe('calendar:weekly-parsha:this-week');
    expect(ask('how many parshiyos in sefer shemos')?.text).toMatch(/It has 11 parshiyot: Shemot, /);
    expect(ask('why do we wash negel vasser in the morning')?.text).toMatch(/like a kohen/);
  });

  it('gives the fast days, the next one and each one\'s date from the calendar', () => {
    expect(ask('what are the fast days')?.text).toMatch(/six fast days/);
    expect(ask('when is the next fast day')?.text).toMatch(/Asara B'Tevet.*December 20, 2026/);
    expect(ask('when is the fast of gedalia')?.text).toMatch(/October 4, 2027/);
    expect(ask('what is the fast of the firstborn')?.text).toMatch(/day before Pesach/);
    expect(ask('when does pesach end')?.text).toMatch(/until nightfall on Thursday, April 29, 2027/);
    expect(ask('when is the seder')?.text).toMatch(/evening of Wednesday, April 21, 2027/);
    expect(ask('when is the 9 of av')?.doc.id).toBe('holiday:tisha-bav:when');
  });

  it('answers a "what" question from what a thing is, not from a curriculum entry that asks why', () => {
    expect(ask('what is a torah scroll writen on')?.text).toMatch(/parchment/);
    expect(ask('why is the torah written on a scroll')?.doc.id).toBe('synagogue:sefer-torah:why');
  });

  it('reads "shul" as the synagogue and "school" as a school', () => {
    expect(ask('what does shul mean')?.text).toMatch(/synagogue/);
    expect(ask('how do you say school in hebrew')?.text).toMatch(/Beit sefer/);
  });

  it('knows more of the holidays, blessings, kashrut, the wedding and the shul, with the reasons', () => {
    expect(ask('is a shark kosher')?.doc.entryId).toBe('kosher-fish');
    expect(ask('why do we salt meat')?.text).toMatch(/blood/);
    expect(ask('whats the bracha on rice')?.text).toMatch(/Mezonot/);
    expect(ask('why do we take 3 steps back at the end of shmoneh esrei')?.text).toMatch(/king/);
    expect(ask('why does the kallah walk around the chosson 7 times')?.doc.entryId).toBe('circling-groom');
    expect(ask('what is hagbah')?.text).toMatch(/lifts the open Torah/);
    expect(ask('why do we stand up when they take out the torah')?.doc.entryId).toBe('honouring-torah');
    expect(ask('what is shushan purim')?.text).toMatch(/15th of Adar/);
    expect(ask('why do we eat a fish head on rosh hashana')?.text).toMatch(/a head and not a tail/);
    expect(ask('how many days after pesach is shavuot')?.text).toMatch(/fiftieth day/);
  });

  it('reads a word that asks (where, who) as asking, and what an after-blessing follows as what it is about, not a name', () => {
    expect(ask('where did the purim story happen')?.text).toMatch(/Persia/);
    expect(ask('who was the king in the purim story')?.text).toMatch(/Achashverosh/);
    expect(ask('what bracha do we say on fruit on tu bshvat')?.doc.id).toBe('blessing:haetz:overview');
    expect(ask('what do we say after eating fruit')?.doc.id).toBe('blessing:borei-nefashot:overview');
    expect(ask('why is it called passover')?.text).toMatch(/passed over/);
    expect(ask('why do kids get chanuka gelt')?.doc.id).toBe('holiday:chanukah:chanukah-gelt');
  });

  it('knows the four sons, the ten days of teshuvah, the food blessings, Vashti, Dayenu and kitniyot', () => {
    expect(ask('who are the four sons')?.text).toMatch(/wise son/);
    expect(ask('what are the aseres yemei teshuva')?.text).toMatch(/ten days from Rosh Hashana to Yom Kippur/);
    expect(ask('what are the brachos on food')?.doc.id).toBe('topic:food-blessings:overview');
    expect(ask('who was vashti')?.text).toMatch(/first queen/);
    expect(ask('what does dayenu mean')?.text).toMatch(/enough/);
    expect(ask('what is kitniyos')?.text).toMatch(/rice, beans/);
    expect(ask('what bracha on apple juice')?.doc.id).toBe('blessing:shehakol:overview');
  });

  it('reads the lights of a night as Chanukah\'s, and a question in Hebrew by its question word and the words the index knows', () => {
    expect(ask('how many candles do we light on the 5th night')?.text).toMatch(/fifth night of Chanukah we light five candles/);
    expect(ask('מתי חנוכה')?.doc.id).toBe('holiday:chanukah:when');
    expect(ask('למה תוקעים בשופר')?.text).toMatch(/shofar/i);
  });

  it('answers "how many" from the thing counted, not from what its name means', () => {
    expect(ask('how many foods go in mishloach manos')?.text).toMatch(/at least two kinds/);
    expect(ask('what does mishloach manot mean')?.doc.kind).toBe('word');
  });

  it('knows the year of holidays, the three festivals, the two Batei Hamikdash and more of the seder', () => {
    expect(ask('what are the jewish holidays')?.doc.id).toBe('topic:jewish-holidays:overview');
    expect(ask('what are the shalosh regalim')?.text).toMatch(/Pesach, Shavuot and Sukkot/);
    expect(ask('who destroyed the second temple')?.text).toMatch(/Romans/);
    expect(ask('what is chad gadya')?.text).toMatch(/little goat/);
    expect(ask('why is there an egg at the seder')?.text).toMatch(/festival offering/);
    expect(ask('what jewish year is it')?.doc.id).toBe('calendar:hebrew-date:today');
  });

  it('gives a holiday thing\'s reason when what we do with it is asked, and a date asked in Hebrew', () => {
    expect(ask('why is my mom cleaning the whole house before pesach')?.doc.id).toBe('holiday:pesach:chametz');
    expect(ask('מתי סוכות')?.doc.id).toBe('holiday:sukkot:when');
    expect(ask('why do we break the middle matzah')?.doc.id).toBe('holiday:pesach:afikoman-pesach');
  });

  it('counts the last night of Chanukah as the eighth', () => {
    expect(ask('how many lights on the last nite of hanukkah')?.text).toMatch(/eighth night of Chanukah we light eight candles/);
  });

  it('given "who is" and a role the question names whole, then the role answers, not a person whose name is one letter away', () => {
    expect(ask('whos the chazzan')?.doc.entryId).toBe('chazzan');
    expect(ask('who is a sofer')?.text).toMatch(/scribe|writes/i);
  });

  it('given "who" and a role the search is far surer of than of any person, then the role answers', () => {
    expect(ask('who is the person that leads the prayers in shul')?.doc.entryId).toBe('chazzan');
  });

  it('given "who did this to <a person>", then the one who did it answers, not the person it was done to', () => {
    expect(ask('who cut the hair of shimshon')?.doc.entryId).toBe('delilah');
    expect(ask('who sold yosef')?.text).toMatch(/brothers/);
  });

  it('given "who was <a person> to <another>", then the first person asked about answers', () => {
    expect(ask('who was yocheved to miriam')?.doc.entryId).toBe('yocheved');
    expect(ask('who was mordechai for esther')?.text).toMatch(/cousin/);
  });

  it('given "what does it stand for" at the end, then the name\'s meaning answers; standing for something stays standing', () => {
    expect(ask('what does the word chumash stand for')?.doc.id).toBe('word:chumash:meaning');
    expect(ask('why do we stand for the torah')?.text).toMatch(/respect/);
  });

  it('given "how do i spell" a word, then the word answers with its Hebrew letters, not advice on what to do', () => {
    expect(ask('how do i spell todah in hebrew')?.text).toMatch(/תּוֹדָה/);
    expect(ask('how can i spell abba')?.doc.kind).toBe('word');
    expect(ask('how do i say sorry in hebrew')?.doc.entryId).toBe('slichah');
    expect(ask('how do i say sorry to my sister')?.doc.kind).not.toBe('word');
  });

  it('given a letter written with a Vav for its vowel, then it reads the two together, from the letter\'s entry', () => {
    const mu = ask('how do you read מוּ');
    expect(mu?.text).toMatch(/Mem with a Shuruk is מוּ, and it says "mu"/);
    expect(mu?.doc.entryId).toBe('mem');
    expect(ask('how do i read גוֹ')?.text).toMatch(/says "go"/);
  });

  it('given two English words asked in Hebrew, then both words answer and the second is cited too', () => {
    const both = ask('what is hand and head in hebrew');
    expect(both?.doc.entryId).toBe('yad');
    expect(both?.alsoFrom?.map((d) => d.entryId)).toEqual(['rosh']);
  });

  it('given Vet spelled "vais", then Bet answers', () => {
    expect(ask('how do you say vais')?.doc.entryId).toBe('bet');
  });

  it('tells what each final letter looks like', () => {
    expect(ask('how do you write a final nun')?.text).toMatch(/long straight line/);
    expect(ask('what does a mem sofit look like')?.text).toMatch(/closed all the way round/);
  });

  it('tells the kings and prophets after Shlomo and David\'s family', () => {
    expect(ask('who was king of the ten tribes')?.doc.entryId).toBe('yeravam');
    expect(ask('who was rechavams father')?.text).toMatch(/Shlomo/);
    expect(ask('who was the prophet who told david the story of the lamb')?.doc.entryId).toBe('natan');
    expect(ask('who was absalom')?.text).toMatch(/rebelled/);
    expect(ask('who sent the servant to find a wife for yitzchak')?.text).toMatch(/Avraham/);
  });

  it('given a mother or father of the people called "imeinu" or "avinu", then that one answers, not another who is called so too', () => {
    expect(ask('tell me about rivkah imeinu')?.doc.entryId).toBe('rivka');
    expect(ask('who was leah imeinu')?.doc.entryId).toBe('leah');
  });

  it('given what a person\'s name means, or why they were called so, then the name and the verse that gives it answer', () => {
    const menashe = ask('what does the name menashe mean');
    expect(menashe?.text).toMatch(/forget all my troubles/);
    expect(menashe?.doc.source).toBe('Genesis 41:51');
    expect(ask('why did rachel call her baby yosef')?.text).toMatch(/"add"/);
    expect(ask('who was moshe')?.doc.facet).toBe('overview');
    expect(ask('what was avrahams wifes name')?.text).toMatch(/Sarah/);
    expect(ask('whats the meaning of noach')?.doc.kind).toBe('parsha');
  });

  it('given "why" of an entry with no reason of its own, then another entry\'s reason answers only if it met all the entry met', () => {
    expect(ask('why is hebrew written from right to left')?.doc.entryId).toBe('reading-direction');
    expect(ask('why does hebrew go right to left')?.doc.entryId).toBe('reading-direction');
  });

  it('cites the verses that name a family when a family is asked', () => {
    expect(ask('who was the father of shimshon')?.doc.source).toMatch(/^Judges 13/);
    expect(ask('who was hamans wife')?.doc.source).toBe('Esther 5:10');
  });
});
