import { BADGE_CATALOGUE, type BadgeView } from '@morah/contracts';

/**
 * The badge catalogue as the API would show it, from the rules every part of Morah shares. Used only
 * for a visitor when the catalogue cannot be read, so the page still shows what there is to earn.
 */
export function catalogueBadges(): BadgeView[] {
  return BADGE_CATALOGUE.map((badge, index) => ({
    id: index + 1,
    key: badge.key,
    name: badge.name,
    description: badge.description,
    tagline: badge.tagline,
    iconType: badge.iconType,
    criteria: badge.description,
    xpRequired: badge.criterion.kind === 'xp' ? badge.criterion.amount : 0,
    xpReward: badge.xpReward,
    tier: badge.tier,
    rarity: badge.rarity,
    category: badge.category,
    premium: badge.premium === true,
  }));
}
