import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * How hard a password is to guess, by zxcvbn (its common-password, name and word lists, keyboard
 * patterns, repeats and dates). Scores run 0 to 4; below 2 means guessed within about a million
 * tries: the common passwords and their small changes ('password123', 'abc12345', 'sunflower').
 * A separate entry (`@morah/contracts/password-strength`), since its lists weigh about a megabyte:
 * the server loads it on the first sign-up and the web only when someone chooses a password.
 */
export const MIN_PASSWORD_SCORE = 2;

export const WEAK_PASSWORD_MESSAGE = 'That password is too easy to guess. Try three words you like, put together (not your name).';

let factory: ZxcvbnFactory | undefined;

/** What is wrong with this password, in words a child and a parent understand; undefined when it is fine. */
export function passwordWeakness(password: string, personal: readonly (string | undefined)[] = []): string | undefined {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const inputs = personal.filter((p): p is string => Boolean(p && p.trim()));
  return factory.check(password, inputs).score < MIN_PASSWORD_SCORE ? WEAK_PASSWORD_MESSAGE : undefined;
}
