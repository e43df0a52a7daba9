import { displayRarity, type BadgeCategory } from '@morah/contracts';

/** Spec core 3: a tier is shown as T{n}. */
export function tierLabel(tier: number): string {
  return `T${tier}`;
}

/** A rarity for display: any unknown value shows as common. */
export function rarityLabel(rarity: unknown): string {
  const known = displayRarity(rarity);
  return known.charAt(0).toUpperCase() + known.slice(1);
}

export const CATEGORY_LABELS: Record<BadgeCategory, string> = {
  learning: 'Learning',
  achievement: 'Achievement',
  milestone: 'Milestone',
  special: 'Special',
};

export function formatEarnedDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
