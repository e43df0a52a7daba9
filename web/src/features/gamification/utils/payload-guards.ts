import type { BadgeAwarded, BadgeView, ChallengeCompleted, ProgressLevelUp, StreakBonus } from '@morah/contracts';

/** Socket payloads are typed but unchecked: each handler looks at the fields it relies on first. */
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';

const isAboutStudent = (value: Fields) => isInt(value.studentId) && isText(value.studentName);

export function isBadgeView(value: unknown): value is BadgeView {
  return (
    isObject(value) &&
    isInt(value.id) &&
    isText(value.name) &&
    isText(value.tagline) &&
    isText(value.description) &&
    isText(value.iconType)
  );
}

export function isBadgeAwarded(value: unknown): value is BadgeAwarded {
  return (
    isObject(value) &&
    isAboutStudent(value) &&
    isObject(value.userBadge) &&
    isBadgeView(value.userBadge.badge) &&
    isInt(value.xpGained) &&
    (value.newLevel === null || isInt(value.newLevel))
  );
}

export function isStreakBonus(value: unknown): value is StreakBonus {
  return isObject(value) && isAboutStudent(value) && isInt(value.bonusXP) && isInt(value.currentStreak);
}

export function isChallengeCompleted(value: unknown): value is ChallengeCompleted {
  return isObject(value) && isAboutStudent(value) && isObject(value.challenge) && isText(value.challenge.title) && isInt(value.challenge.rewardXP);
}

export function isProgressLevelUp(value: unknown): value is ProgressLevelUp {
  return isObject(value) && isAboutStudent(value) && isInt(value.level);
}
