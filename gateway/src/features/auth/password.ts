import { hash, type Options, verify } from '@node-rs/argon2';
import type { PasswordOwner } from '@morah/contracts/password-strength';
import { AppError } from '../../errors';

/** How costly a password is to hash: argon2id at the library's defaults, or at its lowest cost (for tests only). */
export type PasswordHashCost = 'standard' | 'lowest';

// `standard`: the library's defaults (19 MiB memory, 2 passes), a memory-hard hash. `lowest`: 8 KiB
// and one pass, about a hundredth of the time, and as easy to crack.
const OPTIONS: Record<PasswordHashCost, Options> = { standard: {}, lowest: { memoryCost: 8, timeCost: 1 } };

export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return hash(password, OPTIONS[cost]);
}

// Verifying against one of these (hashed at the cost new passwords get) when the account does not
// exist keeps sign-in timing the same either way.
const DUMMY_HASHES: Record<PasswordHashCost, string> = {
  standard: '$argon2id$v=19$m=19456,t=2,p=1$mZjIO00wyvQ9bhALnhVK1Q$x1ysPA3edWQUzie2DZN62SJ8DLr2z57b/XbQEUWxNYE',
  lowest: '$argon2id$v=19$m=8,t=1,p=1$I/nWs3mOHgPh8rPO7MFpaw$MRZJeh3gGRuiS/TTKjPqGKKVvyvz1BPFdV4saV2Cmyk',
};

/** A stored hash is checked at the cost it was made with (its own parameters); `cost` is for an account that does not exist. */
export async function verifyPassword(storedHash: string | undefined, password: string, cost: PasswordHashCost): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASHES[cost], password);
    return storedHash !== undefined && ok;
  } catch {
    return false;
  }
}

/**
 * Refuse a password that is easy to guess (a common one, or the person's own names) with a 400 on
 * the password field, by the rule for its owner: a grown-up's or a child's. The strength lists load
 * on the first call, not at start-up.
 */
export async function assertStrongPassword(password: string, owner: PasswordOwner, personal: readonly (string | undefined)[]): Promise<void> {
  const { passwordWeakness } = await import('@morah/contracts/password-strength');
  const problem = passwordWeakness(password, owner, personal);
  if (problem) throw new AppError(400, 'validation_failed', problem, [{ path: ['password'], message: problem }]);
}
