import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('public header (signed out)', () => {
  it('shows the public links and a real Log In link to /api/login', async () => {
    renderApp({ route: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'About', 'Programs', 'Community', 'Insights']);
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
  });

  it('opens the Programs dropdown with its four programs', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    const toggle = await screen.findByRole('button', { name: 'Show Programs menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Torah Reader' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Torah Reader' })).toHaveAttribute('href', '/parsha');
    expect(screen.getByRole('link', { name: 'Learning Games' })).toHaveAttribute('href', '/games');
    expect(screen.getByRole('link', { name: 'Hebrew Coloring' })).toHaveAttribute('href', '/coloring');
    expect(screen.getByRole('link', { name: 'Achievement Badges' })).toHaveAttribute('href', '/badges');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('has a keyboard-usable mobile menu that mirrors the header', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'About', 'Programs', 'Community', 'Insights', 'Torah Reader', 'Learning Games', 'Hebrew Coloring', 'Achievement Badges', 'Log In']) {
      expect(within(mobile).getByRole('link', { name })).toBeInTheDocument();
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});
