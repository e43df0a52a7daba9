/** Avatar value sets for the profile avatar (spec core 3). */
export const AVATAR_STYLES = ['classic', 'modern', 'cute', 'serious'] as const;
export const AVATAR_COLORS = ['blue', 'purple', 'green', 'orange', 'pink', 'teal'] as const;
export const AVATAR_ACCESSORIES = ['none', 'kippah', 'glasses', 'bow', 'hat'] as const;
export const AVATAR_EXPRESSIONS = ['happy', 'wise', 'excited', 'thoughtful', 'calm'] as const;

export type AvatarStyle = (typeof AVATAR_STYLES)[number];
export type AvatarColor = (typeof AVATAR_COLORS)[number];
export type AvatarAccessory = (typeof AVATAR_ACCESSORIES)[number];
export type AvatarExpression = (typeof AVATAR_EXPRESSIONS)[number];

export interface Avatar {
  style: AvatarStyle;
  color: AvatarColor;
  accessory: AvatarAccessory;
  expression: AvatarExpression;
}

export const DEFAULT_AVATAR: Avatar = { style: 'classic', color: 'blue', accessory: 'none', expression: 'happy' };

/** 'serious' is displayed as 'Wise'. */
export const AVATAR_STYLE_LABELS: Record<AvatarStyle, string> = {
  classic: 'Classic',
  modern: 'Modern',
  cute: 'Cute',
  serious: 'Wise',
};

/** Premium-only avatar options; every other listed value is free. */
export const PREMIUM_AVATAR_ACCESSORIES: readonly AvatarAccessory[] = ['hat', 'bow'];
export const PREMIUM_AVATAR_COLORS: readonly AvatarColor[] = ['teal'];

export function isPremiumAvatarChoice(avatar: Partial<Avatar>): boolean {
  return (
    (avatar.accessory !== undefined && PREMIUM_AVATAR_ACCESSORIES.includes(avatar.accessory)) ||
    (avatar.color !== undefined && PREMIUM_AVATAR_COLORS.includes(avatar.color))
  );
}

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Stored or received values outside the sets fall back to classic, blue, none, happy. */
export function normalizeAvatar(raw: { style?: unknown; color?: unknown; accessory?: unknown; expression?: unknown }): Avatar {
  return {
    style: pick(AVATAR_STYLES, raw.style, DEFAULT_AVATAR.style),
    color: pick(AVATAR_COLORS, raw.color, DEFAULT_AVATAR.color),
    accessory: pick(AVATAR_ACCESSORIES, raw.accessory, DEFAULT_AVATAR.accessory),
    expression: pick(AVATAR_EXPRESSIONS, raw.expression, DEFAULT_AVATAR.expression),
  };
}
