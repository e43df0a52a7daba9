import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { Toaster } from './toaster';

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('toaster', () => {
  it('shows only one toast at a time: the newest', async () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'First toast' });
      notify({ title: 'Second toast' });
      notify({ title: 'Authentication Required', description: 'Please log in to upgrade to premium', variant: 'destructive' });
    });
    const region = toastRegion();
    expect(region.querySelectorAll('.toast')).toHaveLength(1);
    expect(region).toHaveTextContent('Authentication Required');
    expect(region).not.toHaveTextContent('First toast');
    expect(region).not.toHaveTextContent('Second toast');
  });

  it('styles destructive toasts apart and announces them as alerts', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Upgrade Failed', description: 'Failed to start upgrade process. Please try again.', variant: 'destructive' });
    });
    const toast = within(toastRegion()).getByRole('alert');
    expect(toast).toHaveClass('toast--destructive');
    expect(toast).toHaveTextContent('Failed to start upgrade process. Please try again.');
  });

  it('hides a toast after 5 seconds by default', () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        notify({ title: 'Saved!' });
      });
      act(() => vi.advanceTimersByTime(4900));
      expect(toastRegion()).toHaveTextContent('Saved!');
      act(() => vi.advanceTimersByTime(200));
      expect(toastRegion()).not.toHaveTextContent('Saved!');
    } finally {
      vi.useRealTimers();
    }
  });

  it('focuses the notification region on F8 and can be dismissed', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      notify({ title: 'Hello' });
    });
    await user.keyboard('{F8}');
    expect(toastRegion()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toastRegion()).not.toHaveTextContent('Hello');
  });
});
