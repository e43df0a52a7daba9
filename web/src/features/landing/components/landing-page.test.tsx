import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('landing page', () => {
  it('lists the features, the Creation Lab, premium and the Atelier call to action', async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'The AI Torah Tutor' });
    for (const feature of ['AI Chat Tutor', 'Torah Reading with Audio', 'Hebrew Letter Coloring Book', 'Learning Games', 'Achievement Badges', 'Progress Tracking', 'Ad-Free Premium']) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Code Your Own Menorah' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Parsha Pets' })).toBeInTheDocument();
    const premium = screen.getByRole('region', { name: 'Morah Premium' });
    expect(premium).toHaveTextContent('$9.99');
    expect(premium).toHaveTextContent('Limited Time');
    expect(premium).toHaveTextContent(/one-time/i);
    expect(premium).toHaveTextContent(/lifetime access/i);
    const join = screen.getByRole('region', { name: 'Join the Atelier' });
    expect(within(join).getByRole('link')).toHaveAttribute('href', '/register');
  });

  it('asks a signed-out visitor to log in before upgrading', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    const toast = within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole('alert');
    expect(toast).toHaveTextContent('Authentication Required');
    expect(toast).toHaveTextContent('Please log in to upgrade to premium');
    expect(toast).toHaveClass('toast--destructive');
  });
});
