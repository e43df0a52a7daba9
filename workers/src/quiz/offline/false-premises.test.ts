import { describe, expect, it } from 'vitest';
import type { OfflineQuestion } from '../question-maker';
import { ambiguousPairs, FALSE_PREMISES } from './false-premises';
import { KINDS } from './offline-quiz-writer';

/** Every question each kind can ask on a day of each week of a year (holidays and Shabbatot move), day by day. */
function everyDaysQuestions(): OfflineQuestion[][] {
  return Array.from({ length: 53 }, (_, week) => {
    const now = new Date(2026, 0, 1 + week * 7, 12);
    return Object.values(KINDS).flatMap((kinds) => kinds.flatMap((kind) => kind.all(now)));
  });
}

describe('the generated questions', () => {
  const days = everyDaysQuestions();
  const questions = days.flat();

  it('are many, of every category', () => {
    expect(questions.length).toBeGreaterThan(1000);
  });

  it('assume nothing untrue in their wording', () => {
    const tripped = questions.flatMap((q) => FALSE_PREMISES.filter((check) => check.trips(q)).map((check) => `${check.name}: ${q.question}`));
    expect([...new Set(tripped)]).toEqual([]);
  });

  it('never ask the same words with two right answers', () => {
    // Among the questions of one day: a date's answer moves from one day to the next.
    const pairs = days.flatMap((ofDay) => ambiguousPairs(ofDay)).map(([a, b]) => `${a.question} (${a.options[a.correctAnswer]} or ${b.options[b.correctAnswer]})`);
    expect([...new Set(pairs)]).toEqual([]);
  });

  it('the checks catch the wording a parent reported', () => {
    const reported: OfflineQuestion = { key: 'k', source: 's', question: 'How many days does Yom Kippur last outside Israel?', options: ['1', '2', '7', '8'], correctAnswer: 0, explanation: '' };
    expect(FALSE_PREMISES.filter((c) => c.trips(reported)).map((c) => c.name)).toEqual(['a difference between Israel and outside it that does not exist']);
    expect(FALSE_PREMISES.some((c) => c.trips({ ...reported, question: 'How many days does Pesach last outside Israel?' }))).toBe(false);
    expect(FALSE_PREMISES.some((c) => c.trips({ ...reported, question: 'On which Hebrew date is the first day of Purim?' }))).toBe(true);
  });
});
