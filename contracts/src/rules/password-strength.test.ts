import { describe, expect, it } from 'vitest';
import { Password } from '../auth';
import { passwordWeakness, WEAK_ADULT_PASSWORD_MESSAGE, WEAK_CHILD_PASSWORD_MESSAGE } from './password-strength';

describe('passwordWeakness', () => {
  it('refuses the commonest passwords and their small changes, for everyone', () => {
    for (const weak of ['12345678', 'password', 'password123', 'qwertyuiop', 'iloveyou', '11111111', 'abc12345', 'letmein1', 'football']) {
      expect(passwordWeakness(weak, 'adult'), weak).toBe(WEAK_ADULT_PASSWORD_MESSAGE);
      expect(passwordWeakness(weak, 'child'), weak).toBe(WEAK_CHILD_PASSWORD_MESSAGE);
    }
  });

  it("refuses a grown-up's word with a number stuck on, the site's own name among them", () => {
    for (const weak of ['morah123', 'torah123', 'shabbat1', 'dovikatz', 'catdogfish']) {
      expect(passwordWeakness(weak, 'adult'), weak).toBe(WEAK_ADULT_PASSWORD_MESSAGE);
    }
    expect(WEAK_ADULT_PASSWORD_MESSAGE).toMatch(/^That password is too easy to guess\. Add a few more words/);
  });

  it("holds a child to the child's rule: not on the lists, not a name, words a child remembers pass", () => {
    for (const weak of ['morah123', 'torah123', 'shabbat1', 'kitten99', 'shalom123']) {
      expect(passwordWeakness(weak, 'child'), weak).toBe(WEAK_CHILD_PASSWORD_MESSAGE);
    }
    for (const fine of ['catdogfish', 'redcatjump', 'dina-secret', 'ilovemydog', 'mydog rex']) {
      expect(passwordWeakness(fine, 'child'), fine).toBeUndefined();
    }
  });

  it('refuses a password made of the person’s own names', () => {
    expect(passwordWeakness('dovikatz', 'child', ['dovi_k', 'Dovi', 'Katz'])).toBe(WEAK_CHILD_PASSWORD_MESSAGE);
    expect(passwordWeakness('noa_levi1', 'child', ['noa_levi'])).toBe(WEAK_CHILD_PASSWORD_MESSAGE);
    expect(passwordWeakness('dovikatz', 'child')).toBeUndefined();
  });

  it('accepts words put together, for grown-ups and children', () => {
    for (const fine of ['ilovemydog', 'cedar-lantern-harp', 'shabbat shalom', 'mydog rex', 'yerushalayim', 'sun moon star', 'purple-horse']) {
      expect(passwordWeakness(fine, 'adult'), fine).toBeUndefined();
      expect(passwordWeakness(fine, 'child'), fine).toBeUndefined();
    }
  });
});

describe('Password', () => {
  it('refuses one made only of spaces, before any strength is judged', () => {
    const parsed = Password.safeParse('        ');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('A password needs letters, numbers or signs, not only spaces.');
  });
});
