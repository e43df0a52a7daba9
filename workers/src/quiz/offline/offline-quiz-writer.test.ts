import { HDate, HebrewCalendar, parshiot } from '@hebcal/core';
import { getLeyningForParsha } from '@hebcal/leyning';
import { HOLIDAYS, PEOPLE, VOWELS, WORDS } from '@morah/content';
import { QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, quizDraftProblems, quizSignature } from '@morah/contracts';
import { describe, expect, it } from 'vitest';
import { writeOfflineQuiz, type OfflineQuiz } from './offline-quiz-writer';

/** A deterministic random source, so a failing quiz can be replayed from its seed. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

// The alef-bet worked out from the letters' places, independently of the tutor's letter table.
const GLYPHS = [...'אבגדהוזחטיכלמנסעפצקרשת'];
const VALUE = (g: string) => { const i = GLYPHS.indexOf(g); return i < 10 ? i + 1 : i < 19 ? (i - 8) * 10 : (i - 17) * 100; };
const FINALS: Record<string, string> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };

const NOW = new Date(2026, 10, 22, 12);
const bookOf = (p: string) => getLeyningForParsha(p).fullkriyah!['1']!.k;

/** The first full day of a holiday from now, straight from @hebcal (Diaspora). */
function firstDayFromHebcal(name: string): HDate {
  const start = new HDate(new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate()));
  const events = HebrewCalendar.calendar({ start: new HDate(start.abs() - 10), end: new HDate(start.abs() + 400), il: false });
  const match: Record<string, (d: string) => boolean> = {
    'Rosh Hashana': (d) => /^Rosh Hashana \d+$/.test(d), 'Yom Kippur': (d) => d === 'Yom Kippur', Sukkot: (d) => d === 'Sukkot I', 'Simchat Torah': (d) => d === 'Simchat Torah',
    Chanukah: (d) => d === 'Chanukah: 2 Candles', 'Tu BiShvat': (d) => d === 'Tu BiShvat', Purim: (d) => d === 'Purim', Pesach: (d) => d === 'Pesach I',
    'Lag BaOmer': (d) => d === 'Lag BaOmer', Shavuot: (d) => d === 'Shavuot I', "Tish'a B'Av": (d) => d.startsWith("Tish'a B'Av"),
  };
  if (!match[name]) throw new Error(`unknown holiday name '${name}'`);
  const event = events.find((e) => match[name]!(e.getDesc()) && e.getDate().abs() >= start.abs() - (name === 'Chanukah' ? 8 : name === 'Pesach' ? 8 : name === 'Sukkot' ? 7 : 1));
  return event!.getDate();
}

/** Checks the answer of every kind of question against the data it claims to come from. */
function checkAnswer(q: OfflineQuiz['questions'][number]): void {
  const answer = q.options[q.correctAnswer]!;
  const [, kind, subject] = /^([a-z-]+?)-(?:of-)?(.+)$/.exec(q.key) ?? [];
  const glyphIn = (text: string) => /[\u05d0-\u05ea]/.exec(text)?.[0];
  if (q.key.startsWith('value-of-')) expect(Number(answer)).toBe(VALUE(glyphIn(q.question)!));
  else if (q.key.startsWith('letter-of-value-')) expect(VALUE(glyphIn(answer)!)).toBe(Number(q.key.slice('letter-of-value-'.length)));
  else if (q.key.startsWith('after-') && glyphIn(q.question)) expect(GLYPHS.indexOf(glyphIn(answer)!)).toBe(GLYPHS.indexOf(glyphIn(q.question)!) + 1);
  else if (q.key.startsWith('before-')) expect(GLYPHS.indexOf(glyphIn(answer)!)).toBe(GLYPHS.indexOf(glyphIn(q.question)!) - 1);
  else if (q.key.startsWith('final-of-')) expect(answer).toBe(FINALS[glyphIn(q.question)!]);
  else if (q.key.startsWith('has-final-')) expect(FINALS[glyphIn(answer)!]).toBeDefined();
  else if (q.key.startsWith('position-of-')) expect(answer).toContain(String(GLYPHS.indexOf(glyphIn(q.question)!) + 1));
  else if (q.key.startsWith('book-of-')) expect(answer).toBe(bookOf(q.key.slice('book-of-'.length)));
  else if (q.key.startsWith('after-')) expect(parshiot.indexOf(answer)).toBe(parshiot.indexOf(q.key.slice('after-'.length)) + 1);
  else if (q.key.startsWith('first-of-') && q.question.includes('opens the book')) expect(answer).toBe(parshiot.find((p) => bookOf(p) === q.key.slice('first-of-'.length)));
  else if (q.key.startsWith('number-of-')) expect(Number(answer)).toBe(parshiot.indexOf(q.key.slice('number-of-'.length)) + 1);
  else if (q.key.startsWith('count-in-')) expect(Number(answer)).toBe(parshiot.filter((p) => bookOf(p) === q.key.slice('count-in-'.length)).length);
  else if (q.key === 'parsha-count') expect(answer).toBe('54');
  else if (q.key.startsWith('month-of-') || q.key.startsWith('hebrew-date-of-')) {
    // 'the first day of Pesach', or a one-day holiday by its name alone ('On which Hebrew date is Purim?').
    const name = (/first day of (.+)\?$/.exec(q.question) ?? /month is (.+)\?$/.exec(q.question) ?? /Hebrew date is (.+)\?$/.exec(q.question))![1]!;
    const day = firstDayFromHebcal(name);
    expect(answer).toBe(q.key.startsWith('month-of-') ? day.getMonthName() : `${day.getDate()} ${day.getMonthName()}`);
  } else if (q.key.startsWith('day-of-') || q.key.startsWith('weekday-of-')) {
    const name = /(?:first day of|When is|week is) (.+) this year\?$/.exec(q.question)![1]!.replace(/^the first day of /, '');
    const day = firstDayFromHebcal(name).greg();
    expect(answer).toBe(q.key.startsWith('day-of-') ? day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }) : day.toLocaleDateString('en-US', { weekday: 'long' }));
  } else if (q.key.startsWith('first-of-')) {
    const firsts = q.options.map((o) => firstDayFromHebcal(o).abs());
    expect(firsts[q.correctAnswer]).toBe(Math.min(...firsts));
  } else if (q.key.startsWith('hebrew-year-')) expect(Number(answer)).toBe(new HDate(NOW).getFullYear());
  else if (q.key.startsWith('word-meaning-')) expect(WORDS.find((w) => w.id === q.key.slice('word-meaning-'.length))!.meaning.startsWith(answer)).toBe(true);
  else if (q.key.startsWith('word-for-')) {
    const word = WORDS.find((w) => w.id === q.key.slice('word-for-'.length))!;
    expect(answer).toBe(word.transliteration);
    expect(q.question).toContain(word.meaning.split(/[:;(]/, 1)[0]!.trim());
  } else if (q.key.startsWith('vowel-of-')) expect(answer).toBe(VOWELS.find((v) => v.id === q.key.slice('vowel-of-'.length))!.name);
  else if (q.key.startsWith('person-')) {
    const person = PEOPLE.find((p) => q.key.endsWith(`-${p.id}`) && (q.key === `person-story-${p.id}` || q.key === `person-family-${p.id}`))!;
    expect(answer).toBe(person.name);
    // No wrong option fits the question too.
    const fits = (name: string) => PEOPLE.filter((p) => p.name === name).some((p) => (q.key.startsWith('person-story-') ? p.stories.some((s) => q.question.includes(s)) : q.question.includes(p.family)));
    expect(q.options.filter(fits)).toEqual([answer]);
  } else if (q.key.startsWith('food-of-')) {
    const food = /have (.+)\?$/.exec(q.question)![1]!;
    const having = HOLIDAYS.filter((h) => h.foods.some((f) => f.startsWith(food))).map((h) => h.name);
    expect(having).toEqual([answer]);
  } else if (q.key.startsWith('greeting-of-')) expect(answer).toBe(HOLIDAYS.find((h) => h.id === q.key.slice('greeting-of-'.length))!.greeting!.transliteration);
  else if (q.key.startsWith('name-of-') || q.key.startsWith('glyph-of-') || q.key.startsWith('length-of-') || q.key.startsWith('this-week-') || q.key.startsWith('custom-') || q.key.startsWith('holiday-custom-') || q.key.startsWith('remembers-') || q.key.startsWith('date-of-') || q.key.startsWith('year-of-')) {
    // Checked by the targeted tests below or written with their answer.
    expect(answer.length).toBeGreaterThan(0);
  } else throw new Error(`unchecked kind ${kind} ${subject} (${q.key})`);
}

describe('the offline quiz writer', () => {
  it('writes valid quizzes of every size for every category and difficulty, each answer checked against its data', () => {
    let seed = 1;
    for (const category of QUIZ_CATEGORIES) {
      for (const difficulty of QUIZ_DIFFICULTIES) {
        for (const questionCount of [3, 5, 7, 10]) {
          for (let n = 0; n < 6; n++) {
            const quiz = writeOfflineQuiz({ category, difficulty, questionCount, now: NOW, random: seeded(seed++) });
            expect(quizDraftProblems(quiz, questionCount), `${category} ${difficulty} seed ${seed - 1}`).toEqual([]);
            for (const q of quiz.questions) checkAnswer(q);
          }
        }
      }
    }
  });

  it('names letters, dates this week\u2019s parsha and this year\u2019s holidays from the real data', () => {
    const hebrew = writeOfflineQuiz({ category: 'hebrew', difficulty: 'beginner', questionCount: 10, now: NOW, random: seeded(7) });
    const named = hebrew.questions.find((q) => q.key.startsWith('name-of-'));
    if (named) expect(named.options[named.correctAnswer]).toBe(named.key.slice('name-of-'.length));
    // 22 November 2026: the coming Shabbat reads Vayetzei... as @hebcal says.
    const all = Array.from({ length: 40 }, (_, i) => writeOfflineQuiz({ category: 'torah', difficulty: 'intermediate', questionCount: 10, now: NOW, random: seeded(100 + i) }).questions).flat();
    const week = all.find((q) => q.key.startsWith('this-week-'));
    expect(week).toBeDefined();
    const sedra = HebrewCalendar.getSedra(new HDate(NOW).getFullYear(), false).lookup(new HDate(NOW).onOrAfter(6));
    expect(week!.options[week!.correctAnswer]).toBe(sedra.parsha.join('-'));
  });

  it('never gives a child the same quiz twice in a row', () => {
    // A small pool (3 questions about 5 books) makes a repeat likely unless the writer avoids it.
    let previous: string | null = null;
    for (let seed = 1; seed <= 60; seed++) {
      const quiz = writeOfflineQuiz({ category: 'history', difficulty: 'beginner', questionCount: 3, now: NOW, random: seeded(seed), avoidSignature: previous });
      const signature = quizSignature(quiz.questions);
      expect(signature).not.toBe(previous);
      previous = signature;
    }
  });

  it('puts the correct option in every place over many quizzes (no giveaway position)', () => {
    const positions = new Set<number>();
    for (let seed = 1; seed <= 10; seed++) for (const q of writeOfflineQuiz({ category: 'hebrew', difficulty: 'advanced', questionCount: 10, now: NOW, random: seeded(seed) }).questions) positions.add(q.correctAnswer);
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });
});
