import { HDate, getSedra, months } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { TutorModelError, type TutorRequest } from '../tutor-model';
import { createOfflineTutor } from './offline-tutor';

const tutor = createOfflineTutor({ pieceDelayMs: 0 });
const NOV_22_2026 = new Date(2026, 10, 22, 12);

function ask(content: string, overrides: Partial<TutorRequest> = {}): TutorRequest {
  return { turns: [{ role: 'student', content }], studentFirstName: 'Dina', now: NOV_22_2026, flagged: false, ...overrides };
}

async function answer(request: TutorRequest): Promise<{ text: string; pieces: string[] }> {
  const pieces: string[] = [];
  for await (const piece of tutor.stream(request)) pieces.push(piece);
  return { text: pieces.join(''), pieces };
}

const longDate = (d: Date) => d.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

describe('the offline tutor', () => {
  it('is called offline', () => {
    expect(tutor.name).toBe('offline');
  });

  it("names this week's parsha on 22 November 2026: Vayishlach, from Genesis 32:4", async () => {
    const shabbat = new HDate(NOV_22_2026).onOrAfter(6);
    expect(getSedra(shabbat.getFullYear(), false).lookup(shabbat).parsha).toEqual(['Vayishlach']);
    const { text } = await answer(ask("What is this week's parsha?"));
    expect(text).toContain('Vayishlach');
    expect(text).toContain('Genesis 32:4');
    expect(text).toContain('Saturday, November 28, 2026');
    expect(text).toContain('Esav');
  });

  it('says bet sounds "b" with its dot and "v" without', async () => {
    const { text } = await answer(ask('What sound does the letter bet make?'));
    expect(text).toContain('"b"');
    expect(text).toContain('"v"');
    expect(text).toContain('ב');
  });

  it('says Chanukah 2026 begins on the evening of Friday, December 4 (24 Kislev)', async () => {
    const eve = new HDate(24, months.KISLEV, 5787).greg();
    expect(longDate(eve)).toBe('Friday, December 4, 2026');
    const { text } = await answer(ask('When is Chanukah this year?'));
    expect(text).toContain(`Chanukah begins on the evening of ${longDate(eve)}`);
    expect(text).toContain('sundown');
  });

  it('says when Chanukah is under way or begins tonight', async () => {
    expect((await answer(ask('When is Chanukah?', { now: new Date(2026, 11, 7, 12) }))).text).toContain('Chanukah is happening now');
    expect((await answer(ask('When is Chanukah?', { now: new Date(2026, 11, 4, 9) }))).text).toContain('Chanukah begins tonight');
  });

  it('after Chanukah, gives next year’s', async () => {
    const eve = new HDate(24, months.KISLEV, 5788).greg();
    const { text } = await answer(ask('When is hanukkah?', { now: new Date(2026, 11, 20, 12) }));
    expect(text).toContain(longDate(eve));
    expect(eve.getFullYear()).toBe(2027);
  });

  it('gives Pesach as the evening before 15 Nisan', async () => {
    const firstDay = new HDate(15, months.NISAN, 5787);
    const { text } = await answer(ask('When is Passover?'));
    expect(text).toContain(`evening of ${longDate(firstDay.prev().greg())}`);
    expect(text).toContain(`first full day is ${longDate(firstDay.greg())}`);
  });

  it('knows which holiday is next', async () => {
    expect((await answer(ask('What holiday is next?'))).text).toContain('The next holiday is Chanukah');
    const tuBishvat = new HDate(15, months.SHVAT, 5787);
    const { text } = await answer(ask('What holiday is next?', { now: new Date(2026, 11, 20, 12) }));
    expect(text).toContain(`Tu BiShvat. It begins on the evening of ${longDate(tuBishvat.prev().greg())}`);
  });

  it("gives today's Hebrew date", async () => {
    const { text } = await answer(ask("What is today's Hebrew date?"));
    expect(text).toContain(new HDate(NOV_22_2026).toString());
    expect(text).toContain('12 Kislev 5787');
  });

  it('works out the gematria of חי as 18', async () => {
    const { text } = await answer(ask('What is the gematria of חי?'));
    expect(text).toContain('is 18');
  });

  it('gives the blessing for bread', async () => {
    expect((await answer(ask('What blessing do we say on bread?'))).text).toContain('hamotzi lechem min ha');
  });

  it.each([
    ['Tell me about Shabbat', /day of rest/],
    ['Who was Miriam?', /sister of Moshe|Moshe and Aharon's older sister/],
    ['What does bracha mean?', /means a blessing/],
    ['What is a kamatz?', /"T" under the letter/],
    ['What blessing do I say on an apple?', /borei pri ha'etz/],
  ])('answers %j from the knowledge base, shortly, with one question back', async (question, fact) => {
    const { text } = await answer(ask(question));
    expect(text).toMatch(fact);
    expect(text.split(/[.!?]\s/).length).toBeLessThanOrEqual(9);
    expect(text.trim().endsWith('?')).toBe(true);
  });

  it('answers a short follow-up with the question before it', async () => {
    const { text } = await answer({
      ...ask(''),
      turns: [
        { role: 'student', content: 'Who was Miriam?' },
        { role: 'tutor', content: 'Miriam was Moshe\'s sister...' },
        { role: 'student', content: 'what else did she do?' },
      ],
    });
    expect(text).toMatch(/tambourine/);
  });

  /** Each message asked in turn in one chat, the tutor's replies in between; the last reply. */
  async function chat(...messages: string[]): Promise<string> {
    const turns: TutorRequest['turns'] = [];
    let text = '';
    for (const content of messages) {
      turns.push({ role: 'student', content });
      ({ text } = await answer({ ...ask(''), turns: [...turns] }));
      turns.push({ role: 'tutor', content: text });
    }
    return text;
  }

  it('reads a follow-up that leaves out what it shares with the question before', async () => {
    expect(await chat('what was the first plage', 'and the last one?')).toMatch(/firstborn/);
    expect(await chat('whats the 1st book in the torah and whats the 2nd')).toMatch(/Shemot/);
  });

  it('reads "why?" as a question about what the chat is about', async () => {
    expect(await chat('what is havdalah', 'why?')).toMatch(/havdalah/i);
  });

  it('answers from what it already said when that is what the follow-up asks about', async () => {
    expect(await chat('who was miriam', 'what did she do at the sea')).toMatch(/tambourine/);
  });

  it('answers each of two whole questions in one message from its own entry', async () => {
    const text = await chat('whats the bracha on apples and whats the bracha on potatos');
    expect(text).toMatch(/Ha'etz/);
    expect(text).toMatch(/Ha'adama/);
  });

  it('reads the family when the family is asked, and the story when the question asks something else', async () => {
    expect(await chat('who was yakov', 'what about his brother')).toMatch(/Esav/);
    expect(await chat('why did the brothers hate yosef')).toMatch(/jealous|coat|dream/);
  });

  it('reads "his" after a woman as the man the last answer named', async () => {
    expect(await chat('who was rachel', 'who was her husband', 'and his brother?')).toMatch(/Esav/);
    expect(await chat('who was moshe', 'who was his sister', 'what did she do')).toMatch(/Miriam/);
  });

  it('answers "what should I do?" about what the child just told', async () => {
    expect(await chat('my friend was mean to me today', 'what should i do')).toMatch(/friend/);
  });

  it('hears a child telling what happened as asking for help, never with "not sure"', async () => {
    expect(await chat('my friend was mean to me today')).toMatch(/friend is unkind/);
    const text = await chat('i took a pen from my friend without asking and now i feel bad');
    expect(text).not.toMatch(/not sure|don't know/i);
    expect(text.trim().endsWith('?')).toBe(true);
  });

  it('given a child who yelled at a parent or does not want to share, answers from the middot and asks one question back', async () => {
    const yelled = await chat('i got really mad and yelled at my mom');
    expect(yelled).toMatch(/say sorry/);
    expect(yelled).toMatch(/Honour your father and your mother/);
    expect(yelled.trim().endsWith('?')).toBe(true);
    expect(await chat('i dont want to share my candy with my sister')).toMatch(/Sharing can start small/);
  });

  it('reads "Hey" in front of a question as a greeting, not the letter Hei', async () => {
    expect((await answer(ask('Hey Morah, who was Yosef?'))).text).toMatch(/coat/);
    expect((await answer(ask('Hey, what sound does hey make?'))).text).toContain('"h"');
  });

  it('greets warmly by first name and offers topics', async () => {
    const { text } = await answer(ask('Hello!'));
    expect(text).toContain('Shalom, Dina!');
    expect(text).toContain('parsha');
  });

  it('given a question near a topic it teaches but in words it does not use, answers from that topic with its source and checks back, never "not sure"', async () => {
    const cited: unknown[] = [];
    const { text } = await answer(ask('the tiny boy with a sling who beat the huge soldier who was he', { onSources: (s) => cited.push(...s) }));
    expect(text).toMatch(/David/);
    expect(text).toMatch(/Goliath/);
    expect(text).toMatch(/what I know about David: is it what you wanted to know/);
    expect(text).not.toMatch(/not sure|don't know/i);
    expect(cited).toContainEqual({ kind: 'knowledge', ref: 'person:david', label: 'David' });
  });

  it('given a child telling what they did, answers about their own deed, not about a deed done to them', async () => {
    const { text } = await answer(ask('i pushed my friend by accident and she fell'));
    expect(text).toMatch(/say sorry/);
    expect(text).not.toMatch(/give it back|grab/);
    expect(text.trim().endsWith('?')).toBe(true);
  });

  it('reads "y" as "why"', async () => {
    const { text } = await answer(ask('y do we have a mezuza on our door'));
    expect(text).toMatch(/Shema/);
    expect(text).toMatch(/doorposts/);
  });

  it('says honestly when it does not know, and suggests a grown-up to ask', async () => {
    const { text } = await answer(ask('How far away is the moon?'));
    expect(text).toContain("I'm not sure about that one");
    expect(text).toMatch(/teacher, a parent or a rabbi/);
  });

  it('given a question about a spider, which it does not teach, says honestly that it is not sure instead of answering about a word spelled near it', async () => {
    const { text } = await answer(ask('How many legs does a spider have?'));
    expect(text).toContain("I'm not sure about that one");
    expect(text).not.toMatch(/one God|seder/i);
  });

  it('given misspelled Torah words, still reads them as the words they are', async () => {
    expect((await answer(ask('how many plages were there'))).text).toMatch(/ten plagues/);
    expect((await answer(ask('what is a shofr'))).text).toMatch(/ram's horn/);
  });

  it('ends every answer with exactly one question', async () => {
    const questions = [
      'Hi', "What is this week's parsha?", 'What sound does bet make?', 'When is Chanukah this year?', 'What is the gematria of חי?',
      'How far away is the moon?', 'What holiday is next?', "What is today's Hebrew date?", 'What is a mezuzah?', 'thanks',
      'How many letters are in the alphabet?', 'When is Yom Kippur?', 'When is Lag BaOmer?', 'What is Purim?',
    ];
    for (const q of questions) {
      const { text } = await answer(ask(q));
      expect(text.trim().endsWith('?'), q).toBe(true);
      expect(text.split('?').length - 1, q).toBe(1);
    }
  });

  it('answers a flagged message with care, whatever it asked, without repeating it', async () => {
    const { text } = await answer(ask('I want to die. When is Chanukah?', { flagged: true }));
    expect(text).toContain('talk to a grown-up you trust right now');
    expect(text).toMatch(/let your teacher know|let them know/);
    expect(text).not.toMatch(/die|Chanukah|not sure/);
    expect(text.trim().endsWith('?')).toBe(true);
  });

  it('reminds gently about privacy when the flag was a shared phone number, without repeating it', async () => {
    const { text } = await answer(ask('my phone number is 054-123-4567', { flagged: true }));
    expect(text).toContain('private');
    expect(text).not.toContain('4567');
  });

  it('answers the last student message, not the teacher’s', async () => {
    const { text } = await answer({
      ...ask(''),
      turns: [
        { role: 'student', content: 'What sound does bet make?' },
        { role: 'teacher', content: 'Hello everyone, when is Pesach?' },
      ],
    });
    expect(text).toContain('Bet');
  });

  it.each([
    ['a kid cald me names shud i say sumthing meen back', /kind|calm|walk away|peace/i],
    ['i broke my friends toy by accident what should i do', /sorry|honest|fix/i],
    ['My hamster died, what should I do?', /grown-up|parent|teacher|feel/i],
  ])('answers %j as a caring teacher, with one question back, never "not sure"', async (question, advice) => {
    const { text } = await answer(ask(question));
    expect(text).toMatch(advice);
    expect(text).not.toMatch(/not sure|don't know/i);
    expect(text.trim().endsWith('?')).toBe(true);
  });

  it('tells the caller where the answer comes from before streaming it, and cites nothing for small talk or not knowing', async () => {
    const cited: unknown[][] = [];
    await answer(ask('What blessing do we say on bread?', { onSources: (s) => cited.push(s) }));
    expect(cited).toEqual([[expect.objectContaining({ kind: 'knowledge', ref: 'blessing:hamotzi' })]]);
    const none: unknown[] = [];
    await answer(ask('Hello!', { onSources: (s) => none.push(s) }));
    await answer(ask('How far away is the moon?', { onSources: (s) => none.push(s) }));
    expect(none).toEqual([]);
  });

  it('never says the same canned sentence twice in one chat', async () => {
    const turns: TutorRequest['turns'] = [];
    const replies: string[] = [];
    for (const content of ['Hi', 'How far away is the moon?', 'Hello', 'What is the capital of France?', 'thanks', 'Who won the football game?', 'thank you']) {
      turns.push({ role: 'student', content });
      const { text } = await answer({ ...ask(''), turns: [...turns] });
      replies.push(text);
      turns.push({ role: 'tutor', content: text });
    }
    const sentences = replies.flatMap((r) => r.split(/(?<=[.!?])\s+/)).filter((s) => s.length > 20);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('streams several small pieces that add up to the answer', async () => {
    const { pieces } = await answer(ask('What sound does the letter bet make?'));
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.every((p) => p.trim().split(/\s+/).length <= 3)).toBe(true);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(answer(ask('Hi', { signal: controller.signal }))).rejects.not.toBeInstanceOf(TutorModelError);
  });
});
