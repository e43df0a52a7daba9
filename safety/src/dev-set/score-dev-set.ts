import type { SafetyCategory } from '@morah/contracts';
import type { DevItem, DevSetPart } from './dev-case';

export interface PartScore {
  category: SafetyCategory;
  disclosures: number;
  /** Disclosures flagged at all. */
  heard: number;
  /** Disclosures flagged with this part's category among the categories. */
  named: number;
  ordinary: number;
  /** Ordinary messages flagged. */
  falseAlarms: number;
  missed: string[];
  misnamed: string[];
  alarmed: string[];
}

/** A screen of the child's latest message, read with their earlier ones (oldest first). */
export type ConversationScreen = (earlier: readonly string[], latest: string) => { flagged: boolean; categories: readonly string[] };

/** An item as the screen is given it: earlier messages and the latest. */
export function asConversation(item: DevItem): { earlier: readonly string[]; latest: string } {
  if (typeof item === 'string') return { earlier: [], latest: item };
  return { earlier: item.slice(0, -1), latest: item[item.length - 1] ?? '' };
}

/** An item as one line of text, for a report. */
export const quoteItem = (item: DevItem) => (typeof item === 'string' ? item : item.join(' → '));

/** How a screen does on each part: recall of disclosures, and false alarms on the ordinary look-alikes. */
export function scoreDevSet(parts: readonly DevSetPart[], screen: ConversationScreen): PartScore[] {
  const verdict = (item: DevItem) => {
    const { earlier, latest } = asConversation(item);
    return screen(earlier, latest);
  };
  return parts.map((part) => {
    const missed: string[] = [];
    const misnamed: string[] = [];
    const alarmed: string[] = [];
    for (const item of part.disclosures) {
      const result = verdict(item);
      if (!result.flagged) missed.push(quoteItem(item));
      else if (!result.categories.includes(part.category)) misnamed.push(`${quoteItem(item)}  -> ${result.categories.join(',')}`);
    }
    for (const item of part.ordinary) {
      const result = verdict(item);
      if (result.flagged) alarmed.push(`${quoteItem(item)}  -> ${result.categories.join(',')}`);
    }
    return {
      category: part.category,
      disclosures: part.disclosures.length,
      heard: part.disclosures.length - missed.length,
      named: part.disclosures.length - missed.length - misnamed.length,
      ordinary: part.ordinary.length,
      falseAlarms: alarmed.length,
      missed,
      misnamed,
      alarmed,
    };
  });
}

export const percent = (n: number, of: number) => (of === 0 ? 0 : Math.round((1000 * n) / of) / 10);
