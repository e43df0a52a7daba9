import { BADGE_CATALOGUE } from '@morah/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies } from '@/testing/mock-fetch';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';
import { buildCatalogue, buildUserBadge } from '../testing/gamification-fixtures';

const catalogue = buildCatalogue();

function studentApi(userId: number, earned = [buildUserBadge(catalogue[2]!), buildUserBadge(catalogue[0]!)]) {
  return {
    'GET /api/badges': { body: { badges: catalogue } },
    [`GET /api/users/${userId}/badges`]: { body: { userBadges: earned } },
  };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('/badges', () => {
  it('shows the whole catalogue with the earned badges in colour and the count of earned of total', async () => {
    const user = buildUser({ role: 'student' });
    renderApp({ user, route: '/badges', api: studentApi(user.id) });

    expect(await screen.findByText('2 of 4 badges earned')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Badge collection' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);

    expect(within(card('Shalom Friend')).getByRole('img', { name: 'Shalom Friend' })).toHaveAttribute('data-earned', 'true');
    expect(within(card('Star Scholar')).getByRole('img', { name: 'Star Scholar' })).toHaveAttribute('data-earned', 'true');
    expect(within(card('Challah Chef')).getByRole('img', { name: 'Challah Chef (not earned yet)' })).toHaveAttribute('data-earned', 'false');
    expect(within(card('Challah Chef')).getByText('Not earned yet')).toBeInTheDocument();
    expect(within(card('Shalom Friend')).getByText(/^Earned on /)).toBeInTheDocument();
  });

  it('shows each badge with its tagline, criteria, tier as T{n} and rarity, an unknown rarity as common', async () => {
    const user = buildUser({ role: 'student' });
    renderApp({ user, route: '/badges', api: studentApi(user.id) });

    const star = await screen.findByRole('article', { name: 'Star Scholar' });
    expect(within(star).getByText('As many as the stars!')).toBeInTheDocument();
    expect(within(star).getByText('Earn 1,000 XP')).toBeInTheDocument();
    expect(within(star).getByText('T3')).toBeInTheDocument();
    expect(within(star).getByText('Epic')).toBeInTheDocument();

    const menorah = card('Menorah Master');
    expect(within(menorah).getByText('T4')).toBeInTheDocument();
    expect(within(menorah).getByText('Common')).toBeInTheDocument();
  });

  it('filters by category', async () => {
    const user = buildUser({ role: 'student' });
    renderApp({ user, route: '/badges', api: studentApi(user.id) });
    await screen.findByText('2 of 4 badges earned');

    await userEvent.click(screen.getByRole('button', { name: /^Special/ }));
    const grid = screen.getByRole('list', { name: 'Badge collection' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    expect(within(grid).getByRole('article', { name: 'Menorah Master' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Special/ })).toHaveAttribute('aria-pressed', 'true');
    // The count is of the whole collection, whatever is shown.
    expect(screen.getByText('2 of 4 badges earned')).toBeInTheDocument();
  });

  it('shows a loading state, then an empty state when there are no badges', async () => {
    const user = buildUser({ role: 'student' });
    renderApp({ user, route: '/badges', api: { 'GET /api/badges': { body: { badges: [] } }, [`GET /api/users/${user.id}/badges`]: { body: { userBadges: [] } } } });
    expect(await screen.findByText('Loading badges...')).toBeInTheDocument();
    expect(await screen.findByText('No badges to show yet. Please come back soon!')).toBeInTheDocument();
  });

  it('shows a visitor every badge unearned and an invitation to log in', async () => {
    const { fetchMock } = renderApp({ route: '/badges', api: { 'GET /api/badges': { body: { badges: catalogue } } } });

    const grid = await screen.findByRole('list', { name: 'Badge collection' });
    const icons = within(grid).getAllByRole('img');
    expect(icons).toHaveLength(4);
    for (const icon of icons) expect(icon).toHaveAttribute('data-earned', 'false');
    expect(screen.getByRole('link', { name: 'Log in to start earning badges' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('button', { name: /Did I earn/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/users/'))).toBe(false);
  });

  it('still shows a visitor the catalogue when it cannot be read', async () => {
    renderApp({ route: '/badges', api: { 'GET /api/badges': { status: 401, body: { error: { code: 'unauthenticated', message: 'Please log in.' } } } } });
    const grid = await screen.findByRole('list', { name: 'Badge collection' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(BADGE_CATALOGUE.length);
    expect(within(grid).getByRole('article', { name: 'Menorah Master' })).toBeInTheDocument();
  });

  it('answers "Did I earn it?" with the server\u2019s gentle message when the badge is not earned yet', async () => {
    const user = buildUser({ role: 'student' });
    const { fetchMock } = renderApp({
      user,
      route: '/badges',
      api: {
        ...studentApi(user.id),
        'POST /api/gamification/award-badge': { status: 409, body: { error: { code: 'conflict', message: 'Almost! Color 1 more page to earn it.' } } },
      },
    });
    const chef = await screen.findByRole('article', { name: 'Challah Chef' });
    await userEvent.click(within(chef).getByRole('button', { name: 'Did I earn Challah Chef?' }));

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByRole('status');
    expect(toast).toHaveTextContent('Not yet!');
    expect(toast).toHaveTextContent('Almost! Color 1 more page to earn it.');
    expect(sentBodies(fetchMock, 'POST /api/gamification/award-badge')).toEqual([{ badgeId: 2, activityType: 'badge_check' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Not yet!" once when the server\u2019s message opens with it', async () => {
    const user = buildUser({ role: 'student' });
    renderApp({
      user,
      route: '/badges',
      api: {
        ...studentApi(user.id),
        'POST /api/gamification/award-badge': { status: 409, body: { error: { code: 'conflict', message: 'Not yet! Color 3 pages to earn Challah Chef.' } } },
      },
    });
    const chef = await screen.findByRole('article', { name: 'Challah Chef' });
    await userEvent.click(within(chef).getByRole('button', { name: 'Did I earn Challah Chef?' }));
    const toast = await within(screen.getByRole('region', { name: 'Notifications (F8)' })).findByRole('status');
    expect(toast).toHaveTextContent(/^Not yet!\s*Color 3 pages to earn Challah Chef\.$/);
    expect(toast.textContent!.match(/Not yet!/g)).toHaveLength(1);
  });

  it('celebrates a badge the server awards when asked', async () => {
    const user = buildUser({ role: 'student' });
    renderApp({
      user,
      route: '/badges',
      api: { ...studentApi(user.id), 'POST /api/gamification/award-badge': { body: { badge: catalogue[1], xpGained: 10, newLevel: null } } },
    });
    const chef = await screen.findByRole('article', { name: 'Challah Chef' });
    await userEvent.click(within(chef).getByRole('button', { name: 'Did I earn Challah Chef?' }));

    const dialog = await screen.findByRole('dialog', { name: 'You earned a badge! Challah Chef' });
    expect(within(dialog).getByText('+10 XP')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Awesome!' })).toHaveFocus());
  });

  it('shows a teacher the catalogue without counts of their own', async () => {
    renderApp({ user: buildUser({ role: 'teacher' }), route: '/badges', api: { 'GET /api/badges': { body: { badges: catalogue } } } });
    expect(await screen.findByText('4 badges to earn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Did I earn/ })).not.toBeInTheDocument();
  });
});
