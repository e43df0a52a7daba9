import { hash, verify } from '@node-rs/argon2';

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
