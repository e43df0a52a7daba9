import { HDate, HebrewCalendar, Location, parshiot } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { BLESSINGS, CUSTOMS, PRAYERS } from './blessings';
import { TANAKH_BOOKS } from './books';
import { SHABBAT_CITIES } from './calendar/shabbat-times';
import { knowledgeDocs } from './docs/knowledge-docs';
import { HOLIDAYS } from './holidays';
import { LETTERS } from './letters';
import { PARSHIYOT } from './parshiyot';
import { PEOPLE } from './people';
import { parseVerseRef } from './sources/verse-ref';
import { VOWELS } from './vowels';
import { WORDS } from './words';

const HEBREW_LETTER = /[\u05D0-\u05EA]/;
const VOWEL_POINT = /[\u05B0-\u05BC\u05C1\u05C2]/;
/** Hebrew as a child should read it: Hebrew letters with vowel points. */
const pointed = (text: string) => HEBREW_LETTER.test(text) && VOWEL_POINT.test(text);

describe('the knowledge base', () => {
  it('has at least 250 Hebrew words, each with vowel points, a meaning and an example', () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(250);
    for (const w of WORDS) {
      expect(pointed(w.hebrew), w.id).toBe(true);
      expect(w.meaning.length, w.id).toBeGreaterThan(2);
      expect(w.example.length, w.id).toBeGreaterThan(5);
    }
    expect(new Set(WORDS.map((w) => w.id)).size).toBe(WORDS.length);
  });

  it('writes every Hebrew name with vowel points', () => {
    const names = [
      ...LETTERS.map((l) => l.hebrewName),
      ...LETTERS.map((l) => l.example.hebrew),
      ...VOWELS.map((v) => v.hebrewName),
      ...VOWELS.map((v) => v.example.hebrew),
      ...TANAKH_BOOKS.map((b) => b.hebrewName),
      ...HOLIDAYS.map((h) => h.hebrew),
      ...PEOPLE.map((p) => p.hebrew),
      ...BLESSINGS.map((b) => b.hebrew),
      ...PRAYERS.map((p) => p.hebrew),
      ...CUSTOMS.map((c) => c.hebrew),
    ];
    for (const name of names) expect(pointed(name), name).toBe(true);
  });

  it('has all 54 parshiyot in hebcal\'s order, with book, verses, summary, people, stories and lesson', () => {
    expect(PARSHIYOT.map((p) => p.id)).toEqual([...parshiot]);
    for (const p of PARSHIYOT) {
      expect(p.range, p.id).toMatch(new RegExp(`^${p.book} \\d+:\\d+-`));
      expect(p.summary.length, p.id).toBeGreaterThan(60);
      expect(p.people.length + p.stories.length, p.id).toBeGreaterThan(1);
      expect(p.lesson.length, p.id).toBeGreaterThan(10);
      expect(p.question.endsWith('?'), p.id).toBe(true);
    }
  });

  it('counts the Tanakh as 24 books: 5 of Torah, 8 of Nevi\'im, 11 of Ketuvim', () => {
    expect(TANAKH_BOOKS.map((b) => b.order)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const count = (section: string) => TANAKH_BOOKS.filter((b) => b.section === section).length;
    expect([count('Torah'), count("Nevi'im"), count('Ketuvim')]).toEqual([5, 8, 11]);
  });

  it('finds every holiday in hebcal\'s calendar within the coming year and a half', () => {
    const start = new HDate(new Date(2026, 10, 22));
    const events = HebrewCalendar.calendar({ start, end: new HDate(start.abs() + 540), il: false }).map((e) => e.getDesc());
    for (const h of HOLIDAYS) expect(events.some((d) => h.hebcal.test(d)), h.id).toBe(true);
  });

  it('names people of the Torah and the early prophets', () => {
    const names = PEOPLE.map((p) => p.name);
    for (const name of ['Avraham', 'Sarah', 'Yitzchak', 'Rivka', 'Yaakov', 'Rachel', 'Leah', 'Yosef', 'Moshe', 'Aharon', 'Miriam', 'Yehoshua', 'Devorah', 'Shmuel', 'David', 'Shlomo', 'Eliyahu']) {
      expect(names).toContain(name);
    }
  });

  it('knows every Shabbat city by hebcal\'s own name', () => {
    for (const city of Object.keys(SHABBAT_CITIES)) expect(Location.lookup(city), city).toBeDefined();
  });

  it('names a real place in the Tanakh wherever a document gives a verse as its source', () => {
    for (const d of knowledgeDocs()) {
      if (d.source === undefined || d.source.startsWith('@hebcal')) continue;
      expect(parseVerseRef(d.source), `${d.id}: ${d.source}`).toBeDefined();
    }
  });

  it('ends every answer\'s guiding question with a question mark, and gives every document a unique id', () => {
    const docs = knowledgeDocs();
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    for (const d of docs) expect(d.question.trim().endsWith('?'), d.id).toBe(true);
  });
});
