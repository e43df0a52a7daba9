import { describe, expect, it } from 'vitest';
import type { TutorRequest } from '../tutor-model';
import { answerFor } from './answers';

const NOW = new Date(2026, 10, 28, 12);

/** The tutor's reply to the last of `messages`, each earlier message answered by the tutor in turn. */
function chat(...messages: string[]): string {
  const turns: TutorRequest['turns'] = [];
  let text = '';
  for (const content of messages) {
    turns.push({ role: 'student', content });
    text = answerFor({ turns: [...turns], studentFirstName: 'Dina', now: NOW, flagged: false }).text;
    turns.push({ role: 'tutor', content: text });
  }
  return text;
}

/** The reply asks the child exactly one question, at its end. */
const asksOneQuestionBack = (reply: string) => (reply.match(/\?/g) ?? []).length === 1 && reply.trim().endsWith('?');

describe('a "why" question', () => {
  it('given an entry whose reason is an entry of its own, when a child asks why it is so, then the reason answers, not a custom sharing its words', () => {
    const reply = chat('why do jews keep shabbos on saturday');
    expect(reply).toMatch(/rested on the seventh/);
    expect(reply).toMatch(/zachor/i);
    expect(reply).not.toMatch(/queen/);
  });

  it('given a reason that never names what it explains, when it answers, then it says first what it is the reason for', () => {
    const reply = chat('why do we fast on asara bteves');
    expect(reply.startsWith("Asara B'Tevet: ")).toBe(true);
    expect(reply).toMatch(/siege/);
  });

  it('given "ight" written as it sounds ("lite"), when a child asks why, then it is read as the word it sounds like', () => {
    const reply = chat('why is there a lite above the aron kodesh');
    expect(reply).toMatch(/ner tamid/);
    expect(reply).toMatch(/Mishkan/);
  });
});

describe('a question that starts with what it is about', () => {
  it('given a night named before the candles, when a child asks how many, then that night of Chanukah is counted', () => {
    expect(chat('on the seventh night how many candles do we light')).toMatch(/seventh night of Chanukah we light seven candles/);
  });

  it('given a follow-up that names the night first, when the chat is about Chanukah, then that night is counted', () => {
    expect(chat('when is chanukah', 'and the third night how many lights')).toMatch(/third night of Chanukah we light three candles/);
  });

  it('given a holiday named alone before the question, when it is answered, then it is one question about that holiday', () => {
    const reply = chat('shavuos what do we eat');
    expect(reply).toMatch(/dairy/);
    expect(reply).not.toMatch(/fiftieth day/);
  });
});

describe('"what should I do"', () => {
  it('given parents who argue, when a child tells it, then the teacher says it is not their fault, to tell a grown-up, and asks one question', () => {
    const reply = chat('my mom and dad keep yelling at each other');
    expect(reply).toMatch(/never your fault/);
    expect(reply).toMatch(/grown-up you trust/);
    expect(asksOneQuestionBack(reply)).toBe(true);
  });

  it('given a child who saw someone steal, when they ask whether to tell, then telling to fix a wrong is told apart from lashon hara', () => {
    const reply = chat('i saw a boy steal a pencil case from my classmate should i tell');
    expect(reply).toMatch(/lashon hara/);
    expect(reply).toMatch(/parent or teacher/);
    expect(asksOneQuestionBack(reply)).toBe(true);
  });

  it('given a parent who works hard, when a child asks how to help, then honouring parents answers with things to do', () => {
    const reply = chat('my dad works so hard how can i help him');
    expect(reply).toMatch(/Honouring our parents/);
    expect(reply).toMatch(/set the table/);
  });

  it('given names called, when a child asks about calling names back, then the answer is not to take revenge', () => {
    expect(chat('a girl called me names can i call her names back')).toMatch(/not to take revenge/);
  });

  it('given feelings hurt by accident, when a child tells it, then saying sorry answers', () => {
    const reply = chat('i hurt my sisters feelings by mistake');
    expect(reply).toMatch(/say sorry/i);
    expect(reply).not.toMatch(/when a friend is unkind/);
  });
});

describe('a follow-up that points back at a person', () => {
  it('given the person just told about, when the child asks what he prayed for, then an entry about him answers, not the daily prayers', () => {
    const reply = chat('who was avraham', 'what did he pray for');
    expect(reply).toMatch(/Sedom/);
    expect(reply).not.toMatch(/three times a day/);
  });
});

describe('"what should I do", asked or told another way', () => {
  it('given "is it ok to", when a child asks whether to break a parent\'s rule, then honouring parents answers, not "not sure"', () => {
    const reply = chat('is it ok to stay up late when my mom said go to sleep');
    expect(reply).toMatch(/Honouring our parents/);
    expect(reply).not.toMatch(/not sure/);
  });

  it('given a child who cheated at a game, when they ask whether to say so, then honesty answers', () => {
    expect(chat('i cheated in chess and won should i say')).toMatch(/tell them the truth/);
  });

  it('given a child afraid to show a bad report, when they tell it, then the teacher encourages telling the truth themselves', () => {
    const reply = chat('i got a bad report card and im scared to show my mom');
    expect(reply).toMatch(/telling the truth yourself/);
    expect(asksOneQuestionBack(reply)).toBe(true);
  });
});

describe('two questions with only a comma or nothing between them, and follow-ups about a person', () => {
  it('given a holiday named in the first question, when the second asks what we may not eat, then that holiday answers both', () => {
    const reply = chat('how many days does pesach last, what cant we have');
    expect(reply).toMatch(/Pesach lasts seven days/);
    expect(reply).toMatch(/bread had no time to rise/);
    expect(reply).not.toMatch(/Yom Kippur/);
  });

  it('given Shabbat named first, when the second question asks what we drink, then the blessing over wine answers it', () => {
    const reply = chat('when does shabbos start, what do we drink');
    expect(reply).toMatch(/Friday at sunset/);
    expect(reply).toMatch(/Hagafen/);
  });

  it('given a chat about Esther, when the child asks what she did, then her story answers, not the fast day named after her', () => {
    const reply = chat('who was esther hamalka', 'what did she do');
    expect(reply).toMatch(/Haman/);
    expect(reply).not.toMatch(/Ta'anit Esther/);
  });

  it('given a person and their wife already told, when the child asks "and their kids?", then the family part naming the children answers', () => {
    const reply = chat('who was yitzchak', 'who was his wife', 'and their kids?');
    expect(reply).toMatch(/Esav and Yaakov/);
  });
});

describe('follow-ups that stay with the story the chat is about, and words that sound like the word meant', () => {
  it('given a chat about Shimshon, when the child asks what happened with the lion, then his story answers, not another lion story', () => {
    const reply = chat('who was shimshon', 'what happened with the lion');
    expect(reply).toMatch(/Shimshon/);
    expect(reply).not.toMatch(/Daniel/);
  });

  it('given a chat about Yonah, when the child asks about the fish, then the fish that swallowed him answers', () => {
    expect(chat('who was yona', 'what about the fish')).toMatch(/fish swallowed him/);
  });

  it('given "see" written for "sea", when nothing answers the question as written, then it is read as the sea', () => {
    const reply = chat('who split the see with his stick');
    expect(reply).toMatch(/Moshe/);
    expect(reply).not.toMatch(/not sure/);
  });
});

describe('"tell me more" and a second question that only points back', () => {
  it('given a holiday just told about, when the child says "tell me more", then its story answers, not a greeting or a date', () => {
    const reply = chat('whats chanuka', 'tell me more');
    expect(reply).toMatch(/Maccabees/);
    expect(reply).not.toMatch(/begins on the evening/);
  });

  it('given "tell me more" asked twice, when answered, then each reply tells a part the chat has not heard', () => {
    const once = chat('what is purim', 'tell me more');
    const twice = chat('what is purim', 'tell me more', 'tell me more');
    expect(once).toMatch(/Haman/);
    expect(twice).not.toEqual(once);
    expect(twice).toMatch(/Megillah|mishloach manot/);
  });

  it('given "what is it" then "when is it" in one run of words, when answered, then both the holiday and its date are told', () => {
    const reply = chat('what is shavuot when is it');
    expect(reply).toMatch(/Torah/);
    expect(reply).toMatch(/begins on the evening/);
  });
});

describe('follow-ups answered from knowledge the chat had not yet said', () => {
  it('given a chat about Noach, when the child asks how long the rain went on, then the flood story tells forty days', () => {
    expect(chat('tell me about noach', 'how many days did it rain for')).toMatch(/forty days/);
  });

  it('given a chat about havdalah, when the child asks when, then Saturday night once Shabbat is over answers', () => {
    expect(chat('what is havdalah', 'what time do we do it')).toMatch(/Saturday night/);
  });

  it('given a chat about Yosef, when the child asks who bought him, then the merchants and Potifar answer', () => {
    expect(chat('tell me about yosef', 'who bought him')).toMatch(/Potifar|merchants/);
  });

  it('given a sister who will not share, when the child asks what to do, then the advice speaks of sharing and feelings and asks one question back', () => {
    const reply = chat('my brother never shares his lego with me what can i do');
    expect(reply).toMatch(/share/);
    expect(asksOneQuestionBack(reply)).toBe(true);
  });
});

describe('the part of an answer heard that a follow-up asks about', () => {
  it('given a sukkah just described, when the child asks why we sit in it, then the reason is told, not a sentence met only by "do"', () => {
    const reply = chat('whats a sukka', 'why do we sit there');
    expect(reply).toMatch(/remember/);
  });
});

describe('a follow-up that asks one part of an entry already told', () => {
  it('given the plagues told, when the child asks for a later one by its place, then only that plague is told, not all ten again', () => {
    const reply = chat('what were the makos', 'and the ninth one?');
    expect(reply).toMatch(/^The ninth plague was darkness \(choshech\)\./);
    expect(reply).not.toMatch(/God sent ten plagues/);
  });
});

describe('a follow-up of a question word alone', () => {
  it('given the Friday candles just answered, when the child asks only "how many", then the candles are counted, not whatever "many" meets alone', () => {
    const reply = chat('which candles do we light friday', 'how many');
    expect(reply).toMatch(/\btwo\b/);
    expect(reply).not.toMatch(/one God/);
  });

  it('given a boy king just described, when the child asks what he did as a boy, then the king\'s own story answers, not the prophet who anointed him', () => {
    const reply = chat('who was dovid', 'what work did he do when he was a boy');
    expect(reply).toMatch(/shepherd/);
    expect(reply).not.toMatch(/^Shmuel/);
  });
});

describe('"y" for why', () => {
  it('given a fast day just described, when the child answers with only "y?", then the reason for the fast answers', () => {
    expect(chat('what is tisha bav', 'y?')).toMatch(/destroyed/);
  });

  it('given "y" naming its sound, when asked, then the letter yod answers, not a reason', () => {
    expect(chat('what is the y sound')).toMatch(/Yod/);
  });
});

describe('"and" before the same small word a question asked with', () => {
  it('given the Hebrew for one animal asked and "and for" another, when answered, then both words are given', () => {
    const reply = chat('what is the hebrew word for horse and for cow');
    expect(reply).toMatch(/Sus \(/);
    expect(reply).toMatch(/Parah \(/);
  });

  it('given a second thing the first answer already names, when answered, then nothing else is added for it', () => {
    const reply = chat('what bracha for pears and for oranges');
    expect(reply).toMatch(/Ha'etz/);
    expect(reply).not.toMatch(/cake/);
  });
});
