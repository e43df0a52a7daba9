/**
 * A held-out list of false premises a generated question's wording can carry, written from what is
 * true of the Jewish calendar and the alef-bet rather than from the question templates: a question
 * that trips one asks a child to accept something untrue before answering ("How many days does Yom
 * Kippur last outside Israel?" implies it lasts a different number of days in Israel).
 */
import { HOLIDAYS } from '@morah/content';
import { parshiot } from '@hebcal/core';
import type { OfflineQuestion } from '../question-maker';

export interface PremiseCheck {
  name: string;
  /** Why the wording is untrue, in a sentence. */
  why: string;
  trips: (q: OfflineQuestion) => boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, name: string) => new RegExp(`(^|[^\\w'])${escape(name)}($|[^\\w'])`, 'i').test(text);

/** Holidays whose length in days is the same in Israel and outside it: all but Pesach and Shavuot. */
const SAME_LENGTH_IN_ISRAEL = HOLIDAYS.filter((h) => !['pesach', 'shavuot'].includes(h.id)).map((h) => h.name);
/** Holidays of a single day (outside Israel too): no first, second or last day of them. */
const ONE_DAY = HOLIDAYS.filter((h) => h.days === 1).map((h) => h.name);
/** The five letters with a final form, by their names and glyphs. */
const WITH_FINAL_FORM = ['כ', 'מ', 'נ', 'פ', 'צ'];
const PARSHA_NAMES = new Set(parshiot);

export const FALSE_PREMISES: readonly PremiseCheck[] = [
  {
    name: 'a difference between Israel and outside it that does not exist',
    why: 'Only Pesach and Shavuot (and the extra festival day of Sukkot) are longer outside Israel.',
    trips: (q) => /\b(outside|in)( the land of)? Israel\b/i.test(q.question) && SAME_LENGTH_IN_ISRAEL.some((name) => mentions(q.question, name)),
  },
  {
    name: 'a first, second or last day of a one-day holiday',
    why: 'A holiday of one day has no first or last day among others.',
    trips: (q) => ONE_DAY.some((name) => new RegExp(`\\b(first|second|last|final) day of ${escape(name)}`, 'i').test(q.question)),
  },
  {
    name: 'a Hebrew date that changes "this year"',
    why: 'A holiday keeps its Hebrew date every year; only its everyday date moves.',
    trips: (q) => /Hebrew date/i.test(q.question) && /\bthis year\b/i.test(q.question),
  },
  {
    name: 'a final form of a letter that has none',
    why: 'Only כ מ נ פ צ change at the end of a word.',
    trips: (q) => /end of a word|final form/i.test(q.question) && /[א-ת]/.test(q.question) && ![...q.question].some((c) => WITH_FINAL_FORM.includes(c)) && !/which of these/i.test(q.question),
  },
  {
    name: 'exactly one of these has a final form, when not exactly one does',
    why: 'A "which of these" question presumes one right option.',
    trips: (q) => /final form/i.test(q.question) && /which of these/i.test(q.question) && q.options.filter((o) => [...o].some((c) => WITH_FINAL_FORM.includes(c))).length !== 1,
  },
  {
    name: 'a weekly parsha on a Shabbat that reads none',
    why: 'On a Shabbat of a festival the reading is the festival\u2019s, not a weekly parsha.',
    trips: (q) => {
      const answer = q.options[q.correctAnswer]!;
      return /which parsha do we read/i.test(q.question) && !PARSHA_NAMES.has(answer) && !answer.split('-').every((p) => PARSHA_NAMES.has(p));
    },
  },
];

/**
 * Questions asked in the same words whose right answers differ while each is an option of the other:
 * the wording presumes one answer where there are two.
 */
export function ambiguousPairs(questions: readonly OfflineQuestion[]): [OfflineQuestion, OfflineQuestion][] {
  const byText = new Map<string, OfflineQuestion[]>();
  for (const q of questions) byText.set(q.question, [...(byText.get(q.question) ?? []), q]);
  const pairs: [OfflineQuestion, OfflineQuestion][] = [];
  for (const same of byText.values()) {
    for (let i = 0; i < same.length; i++) {
      for (let j = i + 1; j < same.length; j++) {
        const a = same[i]!;
        const b = same[j]!;
        const answerA = a.options[a.correctAnswer]!;
        const answerB = b.options[b.correctAnswer]!;
        if (answerA !== answerB && a.options.includes(answerB) && b.options.includes(answerA)) pairs.push([a, b]);
      }
    }
  }
  return pairs;
}
