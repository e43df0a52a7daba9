import { BADGE_CATALOGUE } from '@morah/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { isAvailableRoute } from '@/config/available-routes';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

const PAGES = [
  { route: '/about', heading: 'A patient teacher for every curious child' },
  { route: '/programs', heading: 'Ways to learn on Morah' },
  { route: '/community', heading: 'Learning is better together' },
  { route: '/insights', heading: 'Notes on learning with Morah' },
  { route: '/sponsorship', heading: 'Sponsor a micro-camp' },
  { route: '/badge-showcase', heading: 'Morah!' },
];

/** Every in-app link on the page leads to a route Morah has. */
function expectOnlyAvailableLinks() {
  const main = screen.getByRole('main');
  for (const link of within(main).queryAllByRole('link')) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('/') && !href.startsWith('/api/')) expect(isAvailableRoute(href), href).toBe(true);
  }
}

describe('the public pages', () => {
  // The routes are lazy chunks: load them once here, so a busy machine spends that time in the hook, not in a findBy.
  beforeAll(async () => {
    await Promise.all([
      import('@/app/routes/about'),
      import('@/app/routes/programs'),
      import('@/app/routes/community'),
      import('@/app/routes/insights'),
      import('@/app/routes/sponsorship'),
      import('@/app/routes/badge-showcase'),
      import('@/components/layouts/signed-in-layout'),
    ]);
  });

  for (const page of PAGES) {
    it(`${page.route} is a real page for a visitor, linking only to pages that exist`, async () => {
      renderApp({ route: page.route });
      expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
      expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
      expectOnlyAvailableLinks();
    });

    it(`${page.route} is a real page for a signed-in parent, linking only to pages that exist`, async () => {
      renderApp({ route: page.route, user: buildUser({ role: 'parent' }) });
      expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
      expectOnlyAvailableLinks();
    });
  }

  it('lists programs whose pages do not exist yet as coming soon, without a link', async () => {
    renderApp({ route: '/programs' });
    const tile = (await screen.findByRole('heading', { name: 'Story Library' })).closest('li');
    if (!tile) throw new Error('no tile');
    if (isAvailableRoute('/books')) expect(within(tile).getByRole('link', { name: 'Open the library' })).toHaveAttribute('href', '/books');
    else expect(within(tile).getByText('Coming soon')).toBeInTheDocument();
  });

  it('shows the sponsorship costs and levels from the spec', async () => {
    renderApp({ route: '/sponsorship' });
    await screen.findByRole('heading', { level: 1, name: 'Sponsor a micro-camp' });
    expect(screen.getByText(/2 to 5 children aged 5 to 12/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const cost of ['$150', '$100', '$200', '$300 to $500']) expect(within(table).getAllByText(cost).length).toBeGreaterThan(0);
    for (const range of ['$54 to $149', '$150 to $499', '$500 and up']) expect(screen.getByText(range)).toBeInTheDocument();
  });

  it('lists the coming holidays from the Jewish calendar on the community page', async () => {
    renderApp({ route: '/community' });
    const section = (await screen.findByRole('heading', { name: 'Coming up in the Jewish year' })).closest('section');
    if (!section) throw new Error('no section');
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });

  it('marks the badge showcase figures as Sample for a visitor', async () => {
    renderApp({ route: '/badge-showcase' });
    expect(await screen.findByText('Sample')).toBeInTheDocument();
    expect(screen.getByText('87%')).toBeInTheDocument();
  });

  it('shows a student their own badge figures on the badge showcase', async () => {
    renderApp({
      route: '/badge-showcase',
      user: buildUser({ role: 'student' }),
      api: {
        'GET /api/gamification/dashboard': {
          body: { xp: 100, level: 1, totalBadges: 4, weeklyXP: 0, loginStreak: 3, currentStreaks: [], userBadges: [], dailyChallenges: [], leaderboardRank: { weeklyXP: 999, badgeCount: 999 } },
        },
      },
    });
    // Fifty drawn badges under a signed-in frame: slow in jsdom on a busy machine, so allow it longer to appear.
    expect(await screen.findByText('badges earned')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText(`${Math.round((4 / BADGE_CATALOGUE.length) * 100)}%`)).toBeInTheDocument();
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
  });
});
