import { z } from 'zod';

/**
 * What the safety screen can hear in a child's message, and how soon a grown-up must know.
 * The screen (server side) decides the categories; everything a teacher or parent is shown about a
 * flag (its words, its order, who is told at once) comes from here, so the web and the server agree.
 */
export const SafetyCategory = z.enum([
  /** Someone hits, kicks or hurts the child. */
  'hurt',
  /** Bullied, picked on or threatened. */
  'bullied',
  /** Touched in a way that is not OK, or asked for secrets or pictures. */
  'unsafe-touch',
  /** Left alone, hungry, nobody looking after them. */
  'neglect',
  /** Someone met online wants to meet, chat in secret, or have pictures or an address. */
  'stranger',
  /** Wants to hurt themselves or to die. */
  'self-harm',
  /** Wants to hurt someone else, or brings a weapon. */
  'harm-others',
  /** Unkind or unsafe words from the child. */
  'unkind',
  /** A phone number, address, email or password shared. */
  'personal-details',
]);
export type SafetyCategory = z.infer<typeof SafetyCategory>;

/** urgent: harm to the child or to themselves; high: threats to others, strangers; care: words to talk about. */
export const SafetySeverity = z.enum(['urgent', 'high', 'care']);
export type SafetySeverity = z.infer<typeof SafetySeverity>;

export const SEVERITY_OF: Readonly<Record<SafetyCategory, SafetySeverity>> = {
  hurt: 'urgent',
  bullied: 'urgent',
  'unsafe-touch': 'urgent',
  neglect: 'urgent',
  'self-harm': 'urgent',
  stranger: 'high',
  'harm-others': 'high',
  unkind: 'care',
  'personal-details': 'care',
};

/** Most pressing first: the order of the teacher's "Needs care" panel. */
export const SEVERITY_RANK: Readonly<Record<SafetySeverity, number>> = { urgent: 0, high: 1, care: 2 };

/** The most pressing severity among some categories (care when there are none). */
export function severityOf(categories: readonly SafetyCategory[]): SafetySeverity {
  let best: SafetySeverity = 'care';
  for (const c of categories) if (SEVERITY_RANK[SEVERITY_OF[c]] < SEVERITY_RANK[best]) best = SEVERITY_OF[c];
  return best;
}

/** Urgent and high flags reach the child's teachers and parents at once, as a notice that stays until opened. */
export const tellsGrownUpsAtOnce = (severity: SafetySeverity): boolean => severity !== 'care';

/** How a teacher or parent reads a category: short, calm, never the child's own words. */
export const SAFETY_CATEGORY_LABEL: Readonly<Record<SafetyCategory, string>> = {
  hurt: 'Being hurt',
  bullied: 'Bullied or threatened',
  'unsafe-touch': 'Unsafe touch, secrets or pictures',
  neglect: 'Not looked after',
  stranger: 'Someone met online',
  'self-harm': 'Wants to hurt themselves',
  'harm-others': 'Wants to hurt someone',
  unkind: 'Unkind or unsafe words',
  'personal-details': 'Shared personal details',
};

export const SAFETY_SEVERITY_LABEL: Readonly<Record<SafetySeverity, string>> = {
  urgent: 'Urgent',
  high: 'High',
  care: 'Care',
};

/**
 * Category names stored by earlier versions of the screen, and the names OpenAI's moderation uses,
 * read as today's categories. Anything unknown is read as 'unkind' (a grown-up still looks).
 */
const OTHER_NAMES: Readonly<Record<string, SafetyCategory>> = {
  violence: 'harm-others',
  abuse: 'hurt',
  bullying: 'bullied',
  sexual: 'unsafe-touch',
  'sexual/minors': 'unsafe-touch',
  harassment: 'unkind',
  'harassment/threatening': 'harm-others',
  hate: 'unkind',
  'hate/threatening': 'harm-others',
  illicit: 'unkind',
  'illicit/violent': 'harm-others',
  'violence/graphic': 'harm-others',
  'self-harm/intent': 'self-harm',
  'self-harm/instructions': 'self-harm',
};

export function toSafetyCategory(name: string): SafetyCategory {
  const known = SafetyCategory.safeParse(name);
  if (known.success) return known.data;
  return OTHER_NAMES[name] ?? OTHER_NAMES[name.split('/')[0] ?? ''] ?? 'unkind';
}
