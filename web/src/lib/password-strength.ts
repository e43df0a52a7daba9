import { useState } from 'react';

type StrengthRule = typeof import('@morah/contracts/password-strength');
/** Whose password: a grown-up's or a child's (a student's), each with its own rule (see the contracts). */
export type PasswordOwner = import('@morah/contracts/password-strength').PasswordOwner;

let loading: Promise<StrengthRule> | undefined;

function load(): Promise<StrengthRule> {
  loading ??= import('@morah/contracts/password-strength').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The password hint a form shows, saying its owner's rule before anyone meets it. */
export const PASSWORD_HINTS: Readonly<Record<PasswordOwner, string>> = {
  adult: 'At least 8 characters, hard to guess. Three or four words you like, put together, are strong and easy to remember.',
  child: 'At least 8 characters, hard to guess. Three words you like, put together, are easy to remember.',
};

/**
 * Start loading the strength lists (about a megabyte, in their own file, never on the landing
 * page) as soon as someone starts on a password, so the check on submit is ready.
 */
export function preloadPasswordCheck(): void {
  load().catch(() => undefined);
}

/**
 * The server's own rule, checked before sending: the same sentence the server would answer.
 * Undefined when the password is fine, or when the lists could not load (the server still judges).
 */
export async function passwordWeakness(password: string, owner: PasswordOwner, personal: readonly (string | undefined)[]): Promise<string | undefined> {
  try {
    return (await load()).passwordWeakness(password, owner, personal);
  } catch {
    return undefined;
  }
}

/** `check` as above, with `checking` true while it runs (the lists may still be on their way): the submit button shows it is at work. */
export function usePasswordCheck() {
  const [checking, setChecking] = useState(false);
  const check = async (password: string, owner: PasswordOwner, personal: readonly (string | undefined)[]) => {
    setChecking(true);
    try {
      return await passwordWeakness(password, owner, personal);
    } finally {
      setChecking(false);
    }
  };
  return { checking, check };
}
