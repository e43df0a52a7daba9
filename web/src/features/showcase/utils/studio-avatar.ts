/**
 * The avatar studio's character (spec learning-content 3, 'Showcase avatar'): its options, which are
 * premium (P), the defaults, and the rules: premium options only for premium members, accessories
 * toggle, random picks only what the member may use.
 */
export interface StudioOption {
  value: string;
  label: string;
  premium?: boolean;
}

export const STUDIO_OPTIONS = {
  style: [
    { value: 'cartoon', label: 'Cartoon' },
    { value: 'realistic', label: 'Realistic', premium: true },
    { value: 'pixel', label: 'Pixel' },
    { value: 'sketch', label: 'Sketch', premium: true },
  ],
  skinTone: [
    { value: 'light', label: 'Light' },
    { value: 'medium-light', label: 'Medium light' },
    { value: 'medium', label: 'Medium' },
    { value: 'medium-dark', label: 'Medium dark' },
    { value: 'dark', label: 'Dark' },
  ],
  hairStyle: [
    { value: 'short', label: 'Short' },
    { value: 'medium', label: 'Medium' },
    { value: 'long', label: 'Long' },
    { value: 'curly', label: 'Curly', premium: true },
    { value: 'braids', label: 'Braids', premium: true },
    { value: 'ponytail', label: 'Ponytail' },
  ],
  hairColor: [
    { value: 'black', label: 'Black' },
    { value: 'brown', label: 'Brown' },
    { value: 'blonde', label: 'Blonde' },
    { value: 'red', label: 'Red' },
    { value: 'gray', label: 'Gray' },
    { value: 'blue', label: 'Blue', premium: true },
    { value: 'purple', label: 'Purple', premium: true },
  ],
  eyeShape: [
    { value: 'normal', label: 'Round' },
    { value: 'almond', label: 'Almond' },
    { value: 'smiling', label: 'Smiling' },
  ],
  eyeColor: [
    { value: 'brown', label: 'Brown' },
    { value: 'blue', label: 'Blue' },
    { value: 'green', label: 'Green' },
    { value: 'hazel', label: 'Hazel' },
  ],
  expression: [
    { value: 'happy', label: 'Happy' },
    { value: 'excited', label: 'Excited' },
    { value: 'calm', label: 'Calm' },
    { value: 'focused', label: 'Focused' },
    { value: 'wink', label: 'Wink', premium: true },
    { value: 'cool', label: 'Cool', premium: true },
  ],
  clothing: [
    { value: 'casual', label: 'Casual' },
    { value: 'formal', label: 'Formal', premium: true },
    { value: 'hoodie', label: 'Hoodie' },
    { value: 'traditional', label: 'Traditional', premium: true },
    { value: 'kippah', label: 'Kippah' },
    { value: 'tallit', label: 'Tallit', premium: true },
  ],
  clothingColor: [
    { value: 'blue', label: 'Blue' },
    { value: 'red', label: 'Red' },
    { value: 'green', label: 'Green' },
    { value: 'purple', label: 'Purple' },
    { value: 'white', label: 'White' },
    { value: 'black', label: 'Black' },
  ],
  accessories: [
    { value: 'glasses', label: 'Glasses' },
    { value: 'hat', label: 'Hat', premium: true },
    { value: 'earrings', label: 'Earrings', premium: true },
    { value: 'necklace', label: 'Necklace', premium: true },
    { value: 'scarf', label: 'Scarf' },
  ],
  background: [
    { value: 'simple', label: 'Simple' },
    { value: 'gradient', label: 'Gradient' },
    { value: 'jerusalem', label: 'Jerusalem', premium: true },
    { value: 'synagogue', label: 'Synagogue', premium: true },
    { value: 'nature', label: 'Nature', premium: true },
  ],
} satisfies Record<string, StudioOption[]>;

export type SingleField = Exclude<keyof typeof STUDIO_OPTIONS, 'accessories'>;

export interface StudioAvatar {
  style: string;
  skinTone: string;
  hairStyle: string;
  hairColor: string;
  eyeShape: string;
  eyeColor: string;
  expression: string;
  clothing: string;
  clothingColor: string;
  accessories: string[];
  background: string;
  premium: boolean;
}

/** Spec: cartoon, medium skin, medium hair, brown hair, normal eyes, brown eyes, happy, casual, blue, no accessories, simple background, not premium. */
export const DEFAULT_STUDIO_AVATAR: StudioAvatar = {
  style: 'cartoon',
  skinTone: 'medium',
  hairStyle: 'medium',
  hairColor: 'brown',
  eyeShape: 'normal',
  eyeColor: 'brown',
  expression: 'happy',
  clothing: 'casual',
  clothingColor: 'blue',
  accessories: [],
  background: 'simple',
  premium: false,
};

export function isPremiumOption(field: keyof typeof STUDIO_OPTIONS, value: string): boolean {
  return (STUDIO_OPTIONS[field] as StudioOption[]).some((o) => o.value === value && o.premium === true);
}

/** Choose one option; a premium one is refused (the avatar is unchanged) unless the member has Premium. */
export function chooseOption(avatar: StudioAvatar, field: SingleField, value: string, isPremium: boolean): StudioAvatar {
  if (!(STUDIO_OPTIONS[field] as StudioOption[]).some((o) => o.value === value)) return avatar;
  if (isPremiumOption(field, value) && !isPremium) return avatar;
  return { ...avatar, [field]: value, premium: isPremium && usesPremium({ ...avatar, [field]: value }) };
}

/** Accessories toggle on and off; a premium one only for Premium members. */
export function toggleAccessory(avatar: StudioAvatar, value: string, isPremium: boolean): StudioAvatar {
  if (avatar.accessories.includes(value)) {
    const next = { ...avatar, accessories: avatar.accessories.filter((a) => a !== value) };
    return { ...next, premium: usesPremium(next) };
  }
  if (!STUDIO_OPTIONS.accessories.some((o) => o.value === value)) return avatar;
  if (isPremiumOption('accessories', value) && !isPremium) return avatar;
  const next = { ...avatar, accessories: [...avatar.accessories, value] };
  return { ...next, premium: usesPremium(next) };
}

export function usesPremium(avatar: StudioAvatar): boolean {
  const singles = (Object.keys(STUDIO_OPTIONS) as (keyof typeof STUDIO_OPTIONS)[]).filter((f): f is SingleField => f !== 'accessories');
  return singles.some((f) => isPremiumOption(f, avatar[f])) || avatar.accessories.some((a) => isPremiumOption('accessories', a));
}

/** A random avatar from only the options this member may use. */
export function randomAvatar(isPremium: boolean, random: () => number = Math.random): StudioAvatar {
  const pick = (field: keyof typeof STUDIO_OPTIONS) => {
    const allowed = (STUDIO_OPTIONS[field] as StudioOption[]).filter((o) => isPremium || !o.premium);
    return allowed[Math.min(allowed.length - 1, Math.floor(random() * allowed.length))]!.value;
  };
  const accessories = STUDIO_OPTIONS.accessories.filter((o) => (isPremium || !o.premium) && random() < 0.3).map((o) => o.value);
  const avatar: StudioAvatar = {
    style: pick('style'),
    skinTone: pick('skinTone'),
    hairStyle: pick('hairStyle'),
    hairColor: pick('hairColor'),
    eyeShape: pick('eyeShape'),
    eyeColor: pick('eyeColor'),
    expression: pick('expression'),
    clothing: pick('clothing'),
    clothingColor: pick('clothingColor'),
    accessories,
    background: pick('background'),
    premium: false,
  };
  return { ...avatar, premium: usesPremium(avatar) };
}
