import { describe, expect, it } from 'vitest';
import { BADGE_CATALOGUE, BADGE_ICON_TYPES, Badge, displayRarity } from './badge-catalogue';

describe('BADGE_CATALOGUE', () => {
  it('draws every one of the 14 icon types at least once', () => {
    expect(BADGE_ICON_TYPES).toHaveLength(14);
    const used = new Set(BADGE_CATALOGUE.map((b) => b.iconType));
    expect([...BADGE_ICON_TYPES].filter((icon) => !used.has(icon))).toEqual([]);
  });

  it('passes its own schema, so the server can trust every entry', () => {
    for (const badge of BADGE_CATALOGUE) expect(Badge.safeParse(badge).success, badge.key).toBe(true);
  });

  it('gives every badge its own key and its own name', () => {
    expect(new Set(BADGE_CATALOGUE.map((b) => b.key)).size).toBe(BADGE_CATALOGUE.length);
    expect(new Set(BADGE_CATALOGUE.map((b) => b.name)).size).toBe(BADGE_CATALOGUE.length);
  });

  it('never asks twice for the same thing', () => {
    const criteria = BADGE_CATALOGUE.map((b) => JSON.stringify(b.criterion));
    expect(new Set(criteria).size).toBe(criteria.length);
  });

  it('uses the names the spec gives', () => {
    const nameOf = (icon: string) => BADGE_CATALOGUE.filter((b) => b.iconType === icon).map((b) => b.name);
    expect(nameOf('menorah')).toContain('Menorah Master');
    expect(nameOf('star-of-david')).toContain('Star Scholar');
    expect(nameOf('torah-scroll')).toContain('Torah Scholar');
  });

  it('covers the first chat, ten questions, 50 verses and a week-long streak', () => {
    const criteria = BADGE_CATALOGUE.map((b) => b.criterion);
    expect(criteria).toContainEqual({ kind: 'chat_messages', count: 1 });
    expect(criteria).toContainEqual({ kind: 'chat_messages', count: 10 });
    expect(criteria).toContainEqual({ kind: 'parsha_verses', count: 50 });
    expect(criteria).toContainEqual({ kind: 'streak_days', count: 7 });
  });

  it('raises rarity with tier', () => {
    const order = ['common', 'rare', 'epic', 'legendary'];
    for (const badge of BADGE_CATALOGUE) expect(order.indexOf(badge.rarity) + 1, badge.key).toBe(badge.tier);
  });
});

describe('displayRarity', () => {
  it('shows a known rarity as itself', () => {
    expect(displayRarity('legendary')).toBe('legendary');
    expect(displayRarity('rare')).toBe('rare');
  });
  it('shows anything unknown as common', () => {
    expect(displayRarity('mythic')).toBe('common');
    expect(displayRarity('RARE')).toBe('common');
    expect(displayRarity(undefined)).toBe('common');
    expect(displayRarity(3)).toBe('common');
  });
});
