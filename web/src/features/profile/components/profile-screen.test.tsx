import type { UserBadgeView } from '@morah/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';
import { ProfileScreen } from './profile-screen';

function buildUserBadge(id: number, earnedAt: string, name = `Badge name ${id}`): UserBadgeView {
  return {
    id: 1000 + id,
    badgeId: id,
    earnedAt,
    badge: {
      id,
      key: `badge-${id}`,
      name,
      description: 'Earned by learning',
      tagline: 'Keep going',
      iconType: 'menorah',
      criteria: 'Learn something',
      xpRequired: 0,
      xpReward: 10,
      tier: 1,
      rarity: 'common',
      category: 'learning',
      premium: false,
    },
  };
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

describe('profile (/profile)', () => {
  it('shows the loading text, then the signed-out text', async () => {
    renderApp({ user: null, ui: <ProfileScreen /> });
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    expect(await screen.findByText('Please log in to view your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('shows the avatar, name, role, level, XP bar and the XP to the next level', async () => {
    renderApp({
      user: buildUser({ id: 7, firstName: 'Tamar', lastName: 'Levi', xp: 1234, level: 3, avatarStyle: 'cute', avatarColor: 'pink' }),
      route: '/profile',
      api: { 'GET /api/users/7/badges': { body: { userBadges: [] } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tamar Levi' })).toBeInTheDocument();
    expect(screen.getByText('Student', { selector: '.profile-hero__role' })).toBeInTheDocument();
    const avatar = screen.getByRole('img', { name: "Tamar Levi's avatar" });
    expect(avatar).toHaveAttribute('width', '160');
    expect(avatar).toHaveAttribute('data-avatar-style', 'cute');
    expect(avatar).toHaveAttribute('data-avatar-color', 'pink');
    expect(screen.getByRole('button', { name: 'Customize Avatar' })).toBeInTheDocument();

    const level = screen.getByRole('region', { name: 'Level and XP' });
    expect(level).toHaveTextContent('3Level');
    expect(level).toHaveTextContent('1234XP');
    // The one level rule (contracts): level 3 runs from 900 to 1600 XP, so 334 in and 366 to go,
    // the same figure the header, the student home and the Progress page show.
    const bar = within(level).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '334');
    expect(bar).toHaveAttribute('aria-valuemax', '700');
    expect(within(level).getByText('366 XP to next level')).toBeInTheDocument();
    expect(await screen.findByText('No achievements yet — keep learning!')).toBeInTheDocument();
    expect(screen.getByTestId('badge-count')).toHaveTextContent('0Badges earned');
  });

  it('starts at level 1 when none is known, counting toward level 2 at 400 XP', async () => {
    renderApp({ user: buildUser({ id: 8, xp: 300, level: 0 }), route: '/profile', api: { 'GET /api/users/8/badges': { body: { userBadges: [] } } } });
    const level = await screen.findByRole('region', { name: 'Level and XP' });
    expect(level).toHaveTextContent('1Level');
    expect(within(level).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '300');
    expect(within(level).getByText('100 XP to next level')).toBeInTheDocument();
  });

  it('counts every badge and shows the 8 most recent as Badge #{badgeId} with the badge name', async () => {
    const userBadges = Array.from({ length: 10 }, (_, i) => buildUserBadge(i + 1, day(i + 1)));
    userBadges[9] = buildUserBadge(10, day(10), 'Shabbat Light');
    renderApp({ user: buildUser({ id: 9 }), route: '/profile', api: { 'GET /api/users/9/badges': { body: { userBadges } } } });
    const list = await screen.findByRole('list', { name: 'Recent Achievements' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.querySelector('.profile-achievement__label')?.textContent)).toEqual(
      ['Badge #10', 'Badge #9', 'Badge #8', 'Badge #7', 'Badge #6', 'Badge #5', 'Badge #4', 'Badge #3'],
    );
    expect(items[0]).toHaveTextContent('Shabbat Light');
    expect(items[0]!.querySelector('svg.badge-icon--sm')).not.toBeNull();
    expect(screen.getByTestId('badge-count')).toHaveTextContent('10Badges earned');
    expect(screen.getByRole('heading', { level: 3, name: 'Recent Achievements' })).toBeInTheDocument();
  });

  it('gives a student the code a parent can use, with a copy button', async () => {
    const user = userEvent.setup();
    renderApp({ user: buildUser({ id: 10, linkCode: 'PQRS6789' }), route: '/profile', api: { 'GET /api/users/10/badges': { body: { userBadges: [] } } } });
    expect(await screen.findByTestId('link-code')).toHaveTextContent('PQRS6789');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('PQRS6789');
    expect(screen.getByText('Copied!')).toBeInTheDocument();
  });

  it('shows no link code to a teacher, and says so kindly when the badges cannot be read', async () => {
    renderApp({ user: buildUser({ id: 11, role: 'teacher', linkCode: null }), route: '/profile', api: { 'GET /api/users/11/badges': { status: 500, body: { error: { code: 'internal', message: 'Oops' } } } } });
    expect(await screen.findByText('We could not load your achievements right now.')).toBeInTheDocument();
    expect(screen.getByText('Teacher', { selector: '.profile-hero__role' })).toBeInTheDocument();
    expect(screen.queryByText('For your parents')).not.toBeInTheDocument();
  });

  it('opens the avatar editor from Customize Avatar and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    renderApp({ user: buildUser({ id: 12 }), route: '/profile', api: { 'GET /api/users/12/badges': { body: { userBadges: [] } } } });
    const open = await screen.findByRole('button', { name: 'Customize Avatar' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Customize Avatar' });
    expect(within(dialog).getByRole('radio', { name: 'Classic' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});
