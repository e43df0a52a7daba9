import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: a child copies these codes by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code for class joining or parent linking (8 characters: about 40 bits). */
export function newShareCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
