import { describe, expect, it } from 'vitest';
import { Password } from '../auth';
import { passwordWeakness, WEAK_PASSWORD_MESSAGE } from './password-strength';

describe('passwordWeakness', () => {
  it('refuses the commonest passwords and their small changes', () => {
    for (const weak of ['12345678', 'password', 'password123', 'qwertyuiop', 'iloveyou', '11111111', 'abc12345', 'letmein1', 'football']) {
      expect(passwordWeakness(weak), weak).toBe(WEAK_PASSWORD_MESSAGE);
    }
  });

  it('refuses a password made of the person’s own names', () => {
    expect(passwordWeakness('dovikatz', ['dovi_k', 'Dovi', 'Katz'])).toBe(WEAK_PASSWORD_MESSAGE);
    expect(passwordWeakness('noa_levi1', ['noa_levi'])).toBe(WEAK_PASSWORD_MESSAGE);
    expect(passwordWeakness('dovikatz')).toBeUndefined();
  });

  it('accepts words a child can remember', () => {
    for (const fine of ['ilovemydog', 'cedar-lantern-harp', 'shabbat shalom', 'mydog rex', 'yerushalayim', 'torah123']) {
      expect(passwordWeakness(fine), fine).toBeUndefined();
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
