import { parshaSummary } from '@morah/content';
import { describe, expect, it } from 'vitest';
import type { VerseFocus } from '../tutor-model';
import { verseInsight } from './verse-insight';

const verse: VerseFocus = {
  ref: 'Genesis 22:2',
  parsha: 'Vayera',
  parts: ['Vayera'],
  parshaHebrew: 'וַיֵּרָא',
  hebrew: 'וַיֹּאמֶר קַח־נָא אֶת־בִּנְךָ',
  english: "And He said: 'Take now thy son, thine only son, whom thou lovest, even Isaac, and get thee into the land of Moriah.'",
  aliyah: { n: 5, range: 'Genesis 21:35-22:24' },
  summary: parshaSummary(['Vayera']) ?? null,
};

describe('verseInsight', () => {
  it('names the verse and its parsha, quotes it, and brings in the person it speaks of from the knowledge base', () => {
    const { answer, question } = verseInsight(verse, 'Dina');
    expect(answer).toContain('Genesis 22:2 is in Parashat Vayera');
    expect(answer).toContain('even Isaac');
    expect(answer).toContain('This verse speaks of Yitzchak (יִצְחָק). Yitzchak was the second of the Avot.');
    expect(answer).toContain('the binding of Yitzchak');
    expect(question.endsWith('?')).toBe(true);
  });

  it('says only what it holds when the verse is not in the store', () => {
    const { answer } = verseInsight({ ...verse, english: null, hebrew: null }, 'Dina');
    expect(answer).not.toContain('speaks of');
    expect(answer).toContain('Here is the big story of this parsha');
  });
});
