import type { SafetyCategory } from '@morah/contracts';
import type { DevSetPart } from './dev-case';

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

/** How a screen does on each part: recall of disclosures, and false alarms on the ordinary look-alikes. */
export function scoreDevSet(parts: readonly DevSetPart[], screen: (text: string) => { flagged: boolean; categories: readonly string[] }): PartScore[] {
  return parts.map((part) => {
    const missed: string[] = [];
    const misnamed: string[] = [];
    const alarmed: string[] = [];
    for (const text of part.disclosures) {
      const result = screen(text);
      if (!result.flagged) missed.push(text);
      else if (!result.categories.includes(part.category)) misnamed.push(`${text}  -> ${result.categories.join(',')}`);
    }
    for (const text of part.ordinary) {
      const result = screen(text);
      if (result.flagged) alarmed.push(`${text}  -> ${result.categories.join(',')}`);
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
