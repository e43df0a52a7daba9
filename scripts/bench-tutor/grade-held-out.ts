import { missingFrom } from './grade-reply';
import type { HeldOutItem } from './held-out-item';
import { declines, isEvasive, saysUnsure } from './is-evasive';

export interface HeldOutGrade {
  /** The `must` entries (resolved) the reply lacks. */
  missing: string[];
  /** An advice reply that asks the child nothing back. */
  asksNothingBack: boolean;
  /** The reply says it is not sure or does not know: not an answer, whatever words it happens to hold. */
  unsure: boolean;
  /** The reply says it is not sure, or sends the child to ask someone else. */
  declines: boolean;
  /** It declines and holds none of the `must` entries: a refusal in place of an answer. */
  evasive: boolean;
  right: boolean;
}

/** Hebrew vowel points and cantillation marks: "שַׁבָּת" is the word "שבת". */
const HEBREW_MARKS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;

/**
 * Grades the reply to a held-out item's last turn against its resolved `must` entries: right when it holds
 * them all (Hebrew read without its vowel points), does not say it is not sure, and, for advice, also asks
 * the child a question back.
 */
export function gradeHeldOut(reply: string, item: Pick<HeldOutItem, 'kind'>, must: readonly string[]): HeldOutGrade {
  const text = reply.replace(HEBREW_MARKS, '');
  const missing = missingFrom(text, must);
  const asksNothingBack = item.kind === 'advice' && !reply.includes('?');
  const unsure = saysUnsure(reply);
  return { missing, asksNothingBack, unsure, declines: declines(reply), evasive: isEvasive(text, must), right: missing.length === 0 && !asksNothingBack && !unsure };
}
