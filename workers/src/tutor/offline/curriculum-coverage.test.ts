import { curriculum, knowledgeRef, type CurriculumEntry } from '@morah/content';
import { describe, expect, it } from 'vitest';
import { answerFor } from './answers';

const NOV_22_2026 = new Date(2026, 10, 22, 12);

/**
 * The entry's question as a child types it: no capitals or punctuation, and its longest word with one
 * letter dropped ("what does tzedakh mean", "what is chupph in english").
 */
export function inChildWords(question: string): string {
  const words = question.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '').split(/\s+/).filter(Boolean);
  const longest = words.reduce((at, w, i) => (w.length > words[at]!.length ? i : at), 0);
  const word = words[longest]!;
  if (word.length >= 6 && /^[a-z]+$/.test(word)) words[longest] = word.slice(0, -2) + word.slice(-1);
  return words.join(' ');
}

/** Whether the tutor's answer to the entry, asked in a child's words, cites the entry's source or its knowledge entry. */
function answeredFromItsSource(entry: CurriculumEntry): boolean {
  const { sources } = answerFor({ turns: [{ role: 'student', content: inChildWords(entry.childQuestion) }], studentFirstName: 'Dina', now: NOV_22_2026, flagged: false });
  const refs = [entry.source.ref, knowledgeRef({ id: entry.answer })];
  return sources.some((s) => refs.includes(s.ref));
}

describe('the curriculum, asked in a child’s words', () => {
  const entries = curriculum();
  const missed = entries.filter((e) => !answeredFromItsSource(e));

  it('answers nearly every entry from its own source (measured: 1,221 of 1,246; the goal is every one)', () => {
    // The entries not yet answered from their source are listed when this fails, so the floor can only rise.
    expect(entries.length).toBeGreaterThanOrEqual(1246);
    expect(missed.length, missed.map((e) => `${e.id}: ${inChildWords(e.childQuestion)}`).join('\n')).toBeLessThanOrEqual(25);
  });

  it.each(['parshiyot', 'torah-books', 'genesis-exodus-people', 'prophets-writings', 'hebrew-words', 'holidays'] as const)('answers the %s entries from their source, at least 7 in 10', (area) => {
    const inArea = entries.filter((e) => e.area === area);
    const right = inArea.length - missed.filter((e) => e.area === area).length;
    expect(right / inArea.length).toBeGreaterThanOrEqual(0.7);
  });

  it('reads a question as a child types it', () => {
    expect(inChildWords("What does Tzedakah mean?")).toBe('what does tzedakh mean');
  });
});
