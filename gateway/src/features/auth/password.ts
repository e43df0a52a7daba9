import { hash, verify } from '@node-rs/argon2';
import type { PasswordOwner } from '@morah/contracts/password-strength';
import { AppError } from '../../errors';

// argon2id with the library's defaults (19 MiB memory, 2 passes): a memory-hard hash.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the account does not exist keeps sign-in timing the same either way.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$mZjIO00wyvQ9bhALnhVK1Q$x1ysPA3edWQUzie2DZN62SJ8DLr2z57b/XbQEUWxNYE';

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, password);
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
