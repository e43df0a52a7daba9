import {
  AVATAR_ACCESSORIES,
  AVATAR_COLORS,
  AVATAR_EXPRESSIONS,
  AVATAR_STYLE_LABELS,
  AVATAR_STYLES,
  PREMIUM_AVATAR_ACCESSORIES,
  PREMIUM_AVATAR_COLORS,
  type Avatar,
} from '@morah/contracts';

export type AvatarField = keyof Avatar;

export interface AvatarOption<V extends string = string> {
  value: V;
  label: string;
  premium: boolean;
}

export interface AvatarOptionGroup<F extends AvatarField = AvatarField> {
  field: F;
  title: string;
  options: AvatarOption<Avatar[F]>[];
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function group<F extends AvatarField>(
  field: F,
  title: string,
  values: readonly Avatar[F][],
  label: (value: Avatar[F]) => string = capitalize,
  premium: readonly Avatar[F][] = [],
): AvatarOptionGroup<F> {
  return { field, title, options: values.map((value) => ({ value, label: label(value), premium: premium.includes(value) })) };
}

/** The editor's four choices, in the spec's order (spec core 2.9 and 3). */
export const AVATAR_OPTION_GROUPS = [
  group('style', 'Style', AVATAR_STYLES, (style) => AVATAR_STYLE_LABELS[style]),
  group('color', 'Color Theme', AVATAR_COLORS, capitalize, PREMIUM_AVATAR_COLORS),
  group('accessory', 'Accessories', AVATAR_ACCESSORIES, capitalize, PREMIUM_AVATAR_ACCESSORIES),
  group('expression', 'Expression', AVATAR_EXPRESSIONS),
] as const;
