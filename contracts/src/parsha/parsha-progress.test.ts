import { describe, expect, it } from 'vitest';
import { decideParshaProgress, PARSHA_COMPLETION_BONUS, PARSHA_READING_XP } from './parsha-progress';

describe('decideParshaProgress', () => {
  it('given a first step today, when recorded, then pays the reading XP once', () => {
    expect(decideParshaProgress({ totalVerses: 100, paidToday: false, versesRead: 1, bonusPaid: false })).toEqual({ readingXp: PARSHA_READING_XP, completionBonus: 0, completed: false });
    expect(decideParshaProgress({ totalVerses: 100, paidToday: true, versesRead: 2, bonusPaid: false }).readingXp).toBe(0);
  });

  it('given every verse read, then the parsha is complete and the bonus is paid once', () => {
    expect(decideParshaProgress({ totalVerses: 3, paidToday: true, versesRead: 3, bonusPaid: false })).toEqual({ readingXp: 0, completionBonus: PARSHA_COMPLETION_BONUS, completed: true });
    expect(decideParshaProgress({ totalVerses: 3, paidToday: true, versesRead: 3, bonusPaid: true }).completionBonus).toBe(0);
  });

  it('given verses skipped, then it is not complete even on the last verse', () => {
    expect(decideParshaProgress({ totalVerses: 100, paidToday: false, versesRead: 40, bonusPaid: false }).completed).toBe(false);
  });
});
