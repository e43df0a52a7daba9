import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('avatar', () => {
  it('draws the chosen look', () => {
    render(<Avatar avatar={{ avatarStyle: 'cute', avatarColor: 'pink', avatarAccessory: 'bow', avatarExpression: 'excited' }} label="Your avatar" />);
    const svg = screen.getByRole('img', { name: 'Your avatar' });
    expect(svg).toHaveAttribute('data-avatar-style', 'cute');
    expect(svg).toHaveAttribute('data-avatar-color', 'pink');
    expect(svg).toHaveAttribute('data-avatar-accessory', 'bow');
    expect(svg).toHaveAttribute('data-avatar-expression', 'excited');
  });

  it('falls back to classic, blue, none, happy for unknown values', () => {
    render(<Avatar avatar={{ avatarStyle: 'punk' as never, avatarColor: undefined }} label="Fallback" />);
    const svg = screen.getByRole('img', { name: 'Fallback' });
    expect(svg).toHaveAttribute('data-avatar-style', 'classic');
    expect(svg).toHaveAttribute('data-avatar-color', 'blue');
    expect(svg).toHaveAttribute('data-avatar-accessory', 'none');
    expect(svg).toHaveAttribute('data-avatar-expression', 'happy');
  });
});
