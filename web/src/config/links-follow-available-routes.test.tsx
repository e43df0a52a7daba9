import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { linksToMissingPages } from '@/testing/core-routes-only';
import { renderApp } from '@/testing/render-app';

vi.mock('@/config/available-routes', () => import('@/testing/core-routes-only'));

const brokenLinks = linksToMissingPages;

// Each page's lazy parts (the particle background, the live badges, the dashboard itself) finish
// loading inside act before the test ends: left to finish during teardown, React's warning about
// them reached a test worker already closing, and Vitest failed the run.
afterEach(() => act(() => vi.dynamicImportSettled()));

const quiet = {
  'GET /api/classes': { body: { classes: [] } },
  'GET /api/parent/children': { body: { children: [] } },
  'GET /api/chat/threads': { body: { threads: [] } },
  'GET /api/badges': { body: { badges: [] } },
};

describe('links follow the pages that exist', () => {
  it('gives a visitor no link to a page still to come, in the header, the Programs menu, the mobile menu, the landing page or the footer', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'The AI Torah Tutor' });
    // Programs stays (Achievement Badges exists) as the button that opens its menu.
    await user.click(screen.getByRole('button', { name: 'Programs' }));
    expect(screen.getByRole('link', { name: 'Achievement Badges' })).toHaveAttribute('href', '/badges');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Achievement Badges' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch Demo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the license' })).toBeInTheDocument();
    expect(brokenLinks()).toEqual([]);
  });

  it("gives a student only today's pages in the top bar, the mobile menu and the home tiles", async () => {
    const user = userEvent.setup();
    renderApp({ user: buildUser({ role: 'student' }), route: '/student', api: quiet });
    await screen.findByRole('heading', { name: 'Learning Activities' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Progress', 'Badges', 'Rewards', 'Profile']);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const activities = screen.getByRole('region', { name: 'Learning Activities' });
    expect(within(activities).getByRole('button', { name: /Chat with Morah AI/ })).toBeInTheDocument();
    expect(within(activities).getByRole('link', { name: /My Achievements/ })).toHaveAttribute('href', '/badges');
    expect(within(activities).queryByRole('link', { name: /Parsha Reader/ })).not.toBeInTheDocument();
    expect(brokenLinks()).toEqual([]);
  });

  it.each(['teacher', 'parent'] as const)('gives a %s a top bar without the Reader until it exists', async (role) => {
    renderApp({ user: buildUser({ role }), route: `/${role}`, api: quiet });
    await screen.findByRole('button', { name: 'Log Out' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Dashboard', `/${role}`]]);
    expect(brokenLinks()).toEqual([]);
  });
});
