import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HebrewText } from './hebrew-text';
import { ProgressBar } from './progress-bar';

describe('design system', () => {
  it('marks Hebrew as right-to-left Hebrew text', () => {
    render(<HebrewText>בְּרֵאשִׁית</HebrewText>);
    const span = screen.getByText('בְּרֵאשִׁית');
    expect(span).toHaveAttribute('dir', 'rtl');
    expect(span).toHaveAttribute('lang', 'he');
  });

  it('gives a progress bar a default maximum of 100', () => {
    render(<ProgressBar value={40} label="Reading" />);
    const bar = screen.getByRole('progressbar', { name: 'Reading' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
  });
});
