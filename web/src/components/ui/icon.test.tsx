import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('an icon', () => {
  it('names a picture that carries meaning, and hides one that only decorates', () => {
    const { container } = render(
      <>
        <Icon name="clock" label="Time" />
        <Icon name="shofar" />
      </>,
    );
    const [named, decoration] = container.querySelectorAll('svg');
    expect(named).toHaveAttribute('role', 'img');
    expect(named).toHaveAttribute('aria-label', 'Time');
    expect(decoration).toHaveAttribute('aria-hidden', 'true');
    expect(decoration!.querySelector('path')).not.toBeNull();
  });
});
