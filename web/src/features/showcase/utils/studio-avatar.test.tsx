import { describe, expect, it } from 'vitest';
import { chooseOption, DEFAULT_STUDIO_AVATAR, randomAvatar, toggleAccessory, usesPremium } from './studio-avatar';

describe('the avatar studio rules', () => {
  it('refuses premium options to members without Premium and allows them with it', () => {
    expect(chooseOption(DEFAULT_STUDIO_AVATAR, 'hairStyle', 'curly', false)).toBe(DEFAULT_STUDIO_AVATAR);
    expect(chooseOption(DEFAULT_STUDIO_AVATAR, 'hairStyle', 'curly', true)).toMatchObject({ hairStyle: 'curly', premium: true });
    expect(chooseOption(DEFAULT_STUDIO_AVATAR, 'hairStyle', 'ponytail', false)).toMatchObject({ hairStyle: 'ponytail', premium: false });
    expect(chooseOption(DEFAULT_STUDIO_AVATAR, 'hairStyle', 'mohawk', true)).toBe(DEFAULT_STUDIO_AVATAR);
  });

  it('toggles accessories on and off, premium ones only with Premium', () => {
    const glasses = toggleAccessory(DEFAULT_STUDIO_AVATAR, 'glasses', false);
    expect(glasses.accessories).toEqual(['glasses']);
    expect(toggleAccessory(glasses, 'glasses', false).accessories).toEqual([]);
    expect(toggleAccessory(glasses, 'hat', false).accessories).toEqual(['glasses']);
    expect(toggleAccessory(glasses, 'hat', true)).toMatchObject({ accessories: ['glasses', 'hat'], premium: true });
  });

  it('makes random avatars only from allowed options', () => {
    for (let seed = 0; seed < 50; seed++) {
      let n = seed;
      const random = () => ((n = (n * 9301 + 49297) % 233280) / 233280);
      expect(usesPremium(randomAvatar(false, random))).toBe(false);
    }
  });

  it('starts from the spec’s defaults', () => {
    expect(DEFAULT_STUDIO_AVATAR).toMatchObject({ style: 'cartoon', skinTone: 'medium', hairStyle: 'medium', hairColor: 'brown', eyeShape: 'normal', eyeColor: 'brown', expression: 'happy', clothing: 'casual', clothingColor: 'blue', accessories: [], background: 'simple', premium: false });
  });
});
