/**
 * The address a school or organisation running Morah answers at (set `VITE_CONTACT_EMAIL` when
 * building the web app). Empty means none was given, and pages that would mail it say so instead of
 * offering a link that goes nowhere.
 */
export const CONTACT_EMAIL: string = (import.meta.env.VITE_CONTACT_EMAIL ?? '').trim();

/** A mailto link with a subject, or null when no address is configured. */
export function contactMailto(subject: string): string | null {
  return CONTACT_EMAIL ? `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}` : null;
}
