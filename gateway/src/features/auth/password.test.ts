import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { hashPassword, verifyPassword } from './password';

/** The argon2id parameters a stored hash was made with ('m=19456,t=2,p=1'). */
const parameters = (stored: string) => stored.split('$')[3];

describe('hashing passwords at a cost the configuration chooses', () => {
  it('given nothing configured, hashes at the standard, memory-hard cost', async () => {
    const { PASSWORD_HASH_COST } = loadConfig({});
    expect(PASSWORD_HASH_COST).toBe('standard');
    expect(parameters(await hashPassword('maple-harbor-violin', PASSWORD_HASH_COST))).toBe('m=19456,t=2,p=1');
  });

  it('given the lowest cost (tests only), hashes with 8 KiB and one pass', async () => {
    const { PASSWORD_HASH_COST } = loadConfig({ PASSWORD_HASH_COST: 'lowest' });
    expect(parameters(await hashPassword('maple-harbor-violin', PASSWORD_HASH_COST))).toBe('m=8,t=1,p=1');
  });

  it('refuses the lowest cost where real families sign in (NODE_ENV=production)', () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'lowest', NODE_ENV: 'production' })).toThrow(/PASSWORD_HASH_COST.*tests only/);
    expect(loadConfig({ NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe('standard');
  });

  it('refuses a cost it does not know', () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('checks a stored hash at the cost it was made with, whatever the server hashes new passwords at', async () => {
    const standard = await hashPassword('maple-harbor-violin', 'standard');
    const lowest = await hashPassword('maple-harbor-violin', 'lowest');
    for (const cost of ['standard', 'lowest'] as const) {
      expect(await verifyPassword(standard, 'maple-harbor-violin', cost)).toBe(true);
      expect(await verifyPassword(lowest, 'maple-harbor-violin', cost)).toBe(true);
      expect(await verifyPassword(lowest, 'maple-harbor-viola', cost)).toBe(false);
    }
  });

  it('answers no for an account that does not exist, at either cost, even with the password the stand-in hash was made from', async () => {
    for (const cost of ['standard', 'lowest'] as const) {
      expect(await verifyPassword(undefined, 'password123', cost)).toBe(false);
      expect(await verifyPassword(undefined, 'maple-harbor-violin', cost)).toBe(false);
    }
  });
});
