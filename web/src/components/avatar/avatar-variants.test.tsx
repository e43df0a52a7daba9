import { AVATAR_ACCESSORIES, AVATAR_COLORS, AVATAR_EXPRESSIONS, AVATAR_STYLES, DEFAULT_AVATAR, type Avatar as AvatarValue } from '@morah/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

/** The drawing alone (without the data attributes that name the values). */
function drawing(avatar: AvatarValue): string {
  const { container } = render(
    <Avatar avatar={{ avatarStyle: avatar.style, avatarColor: avatar.color, avatarAccessory: avatar.accessory, avatarExpression: avatar.expression }} />,
  );
  const svg = container.querySelector('svg')!;
  const html = svg.innerHTML.replace(/id="[^"]*"|url\(#[^)]*\)/g, '');
  container.remove();
  return html;
}

describe('avatar drawing', () => {
  const fields = [
    ['style', AVATAR_STYLES],
    ['color', AVATAR_COLORS],
    ['accessory', AVATAR_ACCESSORIES],
    ['expression', AVATAR_EXPRESSIONS],
  ] as const;

  for (const [field, values] of fields) {
    it(`draws every ${field} differently`, () => {
      const drawings = values.map((value) => drawing({ ...DEFAULT_AVATAR, [field]: value }));
      expect(new Set(drawings).size).toBe(values.length);
    });
  }
});
