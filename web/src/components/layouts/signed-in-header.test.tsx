import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { goTo } from '@/lib/browser-location';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

async function topBarLinks(): Promise<[string | null, string | null][]> {
  // Until the current user arrives the public header shows; wait for the signed-in bar.
  await screen.findByRole('button', { name: 'Log Out' });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

vi.mock('@/lib/browser-location', () => ({ goTo: vi.fn() }));

const quiet = { 'GET /api/classes': { body: { classes: [] } }, 'GET /api/parent/children': { body: { children: [] } } };

describe('signed-in top bar', () => {
  it('gives a student exactly the eight student links', async () => {
    renderApp({ user: buildUser({ role: 'student' }), api: quiet });
    expect(await topBarLinks()).toEqual([
      ['Dashboard', '/'],
      ['Reader', '/parsha'],
      ['Games', '/games'],
      ['Coloring', '/coloring'],
      ['Progress', '/student'],
      ['Badges', '/badges'],
      ['Rewards', '/gamification'],
      ['Profile', '/profile'],
    ]);
  });

  it('gives a teacher Dashboard and Reader', async () => {
    renderApp({ user: buildUser({ role: 'teacher' }), route: '/teacher', api: quiet });
    expect(await topBarLinks()).toEqual([
      ['Dashboard', '/teacher'],
      ['Reader', '/parsha'],
    ]);
  });

  it('gives a parent Dashboard and Reader', async () => {
    renderApp({ user: buildUser({ role: 'parent' }), route: '/parent', api: quiet });
    expect(await topBarLinks()).toEqual([
      ['Dashboard', '/parent'],
      ['Reader', '/parsha'],
    ]);
  });

  it('gives any other role the Dashboard only', async () => {
    const odd = { ...buildUser(), role: 'rabbi' } as unknown as ReturnType<typeof buildUser>;
    renderApp({ user: odd, api: quiet });
    expect(await topBarLinks()).toEqual([['Dashboard', '/']]);
  });

  it('shows the profile link with avatar, name and role, and no Log In link', async () => {
    renderApp({ user: buildUser({ firstName: 'Dina', lastName: 'Levi', role: 'student', avatarAccessory: 'kippah' }), api: quiet });
    const profile = await screen.findByRole('link', { name: /Dina Levi/ });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(profile).toHaveTextContent('Student');
    const avatar = profile.querySelector('svg.avatar');
    expect(avatar).toHaveAttribute('data-avatar-accessory', 'kippah');
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('logs out by closing the socket and navigating to /api/logout', async () => {
    const user = userEvent.setup();
    const { socket } = renderApp({ user: buildUser({ role: 'teacher' }), route: '/teacher', api: quiet });
    await waitFor(() => expect(socket.listenerCount('xp:gained')).toBe(1));

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(socket.closed).toBe(true);
    expect(goTo).toHaveBeenCalledWith('/api/logout');
  });

  it('mirrors the links in the mobile menu', async () => {
    const user = userEvent.setup();
    renderApp({ user: buildUser({ role: 'parent' }), route: '/parent', api: quiet });
    await screen.findByRole('button', { name: 'Log Out' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/parent');
    expect(within(mobile).getByRole('link', { name: 'Reader' })).toHaveAttribute('href', '/parsha');
    expect(within(mobile).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });
});
