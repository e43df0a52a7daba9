import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies } from '@/testing/mock-fetch';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';
import { buildBadge, buildChallenge, buildDashboard, buildUserBadge } from '../testing/gamification-fixtures';

const DASHBOARD = 'GET /api/gamification/dashboard';
const CHECK_IN = 'POST /api/gamification/update-streak';

const region = (name: string) => screen.getByRole('region', { name });

describe('/gamification', () => {
  it('shows the Learning Progress figures from the dashboard', async () => {
    const earned = Array.from({ length: 8 }, (_, i) => buildUserBadge(buildBadge({ id: i + 1, name: `Badge ${i + 1}` })));
    const dashboard = buildDashboard({
      xp: 450,
      level: 2,
      totalBadges: 8,
      weeklyXP: 120,
      loginStreak: 4,
      userBadges: earned,
      leaderboardRank: { weeklyXP: 2, badgeCount: 999 },
      dailyChallenges: [
        buildChallenge(),
        buildChallenge({ type: 'coloring_pages', title: 'Color a Hebrew letter', targetValue: 1, rewardXP: 10, userProgress: { currentProgress: 1, isCompleted: true } }),
      ],
    });
    renderApp({ user: buildUser({ role: 'student', xp: 100, level: 1 }), route: '/gamification', api: { [DASHBOARD]: { body: dashboard } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Progress' })).toBeInTheDocument();
    expect(await screen.findByTestId('header-level')).toHaveTextContent('Level 2');
    expect(screen.getByTestId('header-xp')).toHaveTextContent('450 XP');

    // Level 2 runs from 400 to 900 XP.
    const total = region('Total XP');
    expect(within(total).getByTestId('stat-total-xp')).toHaveTextContent('450');
    const bar = within(total).getByRole('progressbar', { name: 'Progress to level 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(within(total).getByText('450 XP to level 3')).toBeInTheDocument();
    expect(within(region('Badges Earned')).getByText('8')).toBeInTheDocument();
    expect(within(region('Login Streak')).getByText('4 days')).toBeInTheDocument();
    expect(within(region('Weekly XP')).getByText('120')).toBeInTheDocument();

    const challenges = region('Daily Challenges');
    const ask = within(challenges).getByRole('progressbar', { name: 'Ask Morah 3 questions: 1 of 3' });
    expect(ask).toHaveAttribute('aria-valuemax', '3');
    expect(within(challenges).getByText('+15 XP')).toBeInTheDocument();
    expect(within(challenges).getByText('Done!')).toBeInTheDocument();

    const recent = region('Recent Badges');
    expect(within(recent).getAllByRole('listitem')).toHaveLength(6);
    expect(within(recent).getByRole('img', { name: 'Badge 1' })).toBeInTheDocument();
    expect(within(recent).queryByRole('img', { name: 'Badge 7' })).not.toBeInTheDocument();

    const ranks = region('Leaderboard Rankings');
    expect(within(ranks).getByTestId('rank-weekly-xp')).toHaveTextContent('#2');
    expect(within(ranks).getByTestId('rank-badges')).toHaveTextContent('Not ranked yet');
    expect(within(ranks).getByText(/classmates only/)).toBeInTheDocument();

    const actions = region('Quick Actions');
    expect(within(actions).getByRole('link', { name: /Read Torah/ })).toHaveAttribute('href', '/parsha');
    expect(within(actions).getByRole('link', { name: /Color & Learn/ })).toHaveAttribute('href', '/coloring');
    expect(within(actions).getByRole('link', { name: /Play Games/ })).toHaveAttribute('href', '/games');
  });

  it('checks in with the child\u2019s time zone and shows the Streak Bonus! toast', async () => {
    const { fetchMock } = renderApp({
      user: buildUser({ role: 'student' }),
      route: '/gamification',
      api: { [DASHBOARD]: { body: buildDashboard() }, [CHECK_IN]: { body: { bonusXP: 15, currentStreak: 3 } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Daily Check-in/ }));

    const toast = await within(region('Notifications (F8)')).findByRole('status');
    expect(toast).toHaveTextContent('Streak Bonus!');
    expect(toast).toHaveTextContent('+15 XP for your 3 day streak!');
    expect(sentBodies(fetchMock, CHECK_IN)).toEqual([{ streakType: 'daily_login', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
  });

  it('says gently when the child already checked in today', async () => {
    renderApp({
      user: buildUser({ role: 'student' }),
      route: '/gamification',
      api: { [DASHBOARD]: { body: buildDashboard() }, [CHECK_IN]: { body: { bonusXP: 0, currentStreak: 3 } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Daily Check-in/ }));
    expect(await screen.findByText('Already checked in today. See you tomorrow!')).toBeInTheDocument();
    expect(within(region('Notifications (F8)')).queryByText('Streak Bonus!')).not.toBeInTheDocument();
  });

  it('shows friendly empty states to a first-time learner', async () => {
    renderApp({
      user: buildUser({ role: 'student' }),
      route: '/gamification',
      api: { [DASHBOARD]: { body: buildDashboard({ loginStreak: 1, leaderboardRank: { weeklyXP: 999, badgeCount: 999 } }) } },
    });
    expect(await screen.findByText('No badges yet. Keep learning and your first one will shine here!')).toBeInTheDocument();
    expect(screen.getByText('No challenges today. Come back tomorrow for new ones!')).toBeInTheDocument();
    expect(within(region('Login Streak')).getByText('1 day')).toBeInTheDocument();
    expect(screen.getByTestId('rank-weekly-xp')).toHaveTextContent('Not ranked yet');
  });
});
