import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * How hard a password is to guess, by zxcvbn (its common-password list, English words, first and
 * last names, keyboard patterns, repeats and dates, and the person's own names). Scores run 0 to 4:
 * below 2, guessed within about a million tries; below 3, within about a hundred million.
 * A separate entry (`@morah/contracts/password-strength`), since its lists weigh megabytes: the
 * server loads it on the first sign-up and the web only when someone chooses a password.
 */

/**
 * Whose password it is: a grown-up's (a teacher's or a parent's), or a child's (a student account,
 * made by the child with a class code or by a parent). See docs/decisions/child-passwords.md.
 */
export type PasswordOwner = 'adult' | 'child';

/** A grown-up's password must resist about a hundred million guesses (`morah123`, `torah123` do not). */
export const ADULT_MIN_PASSWORD_SCORE = 3;
/**
 * A child's: at least 8 characters (the Password schema) and not guessed within about a million
 * tries: not on the common-password list, not a common word with a number stuck on, not their own
 * name, not a keyboard row. Three short words a child likes pass.
 */
export const CHILD_MIN_PASSWORD_SCORE = 2;

export const WEAK_ADULT_PASSWORD_MESSAGE = 'That password is too easy to guess. Add a few more words: three or four words you like, put together, are strong and easy to remember (not your name).';
export const WEAK_CHILD_PASSWORD_MESSAGE = 'That password is too easy to guess. Try three words you like, put together (not your name).';

/** The site's own name guesses well against its own users: counted as guessable, like a person's name. */
const SITE_WORDS = ['morah', 'morahai'];

let factory: ZxcvbnFactory | undefined;

/** What is wrong with this password, in words a child and a parent understand; undefined when it is fine. */
export function passwordWeakness(password: string, owner: PasswordOwner, personal: readonly (string | undefined)[] = []): string | undefined {
  factory ??= new ZxcvbnFactory({ dictionary: { ...commonDictionary, ...englishDictionary }, graphs: adjacencyGraphs });
  const inputs = [...SITE_WORDS, ...personal.filter((p): p is string => Boolean(p && p.trim()))];
  const { score } = factory.check(password, inputs);
  if (owner === 'adult') return score < ADULT_MIN_PASSWORD_SCORE ? WEAK_ADULT_PASSWORD_MESSAGE : undefined;
  return score < CHILD_MIN_PASSWORD_SCORE ? WEAK_CHILD_PASSWORD_MESSAGE : undefined;
}
