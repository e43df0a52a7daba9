import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { buildThread, createFakeChatApi } from '@/testing/fake-chat-api';
import { renderApp } from '@/testing/render-app';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

describe('student home (/student)', () => {
  it('greets the student, lists the activities and shows up to 3 recent conversations', async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi({
      threads: [
        buildThread({ id: 1, title: 'Oldest chat', updatedAt: hoursAgo(9) }),
        buildThread({ id: 2, title: 'Shabbat candles', updatedAt: hoursAgo(1), lastMessage: { senderType: 'ai', preview: 'We light two candles.', createdAt: hoursAgo(1) } }),
        buildThread({ id: 3, title: 'Alef and Bet', updatedAt: hoursAgo(2) }),
        buildThread({ id: 4, title: 'Noah and the ark', updatedAt: hoursAgo(3) }),
      ],
    });
    const dashboard = { xp: 1150, level: 3, totalBadges: 4, weeklyXP: 90, loginStreak: 3, currentStreaks: [], userBadges: [], dailyChallenges: [], leaderboardRank: { weeklyXP: 2, badgeCount: 1 } };
    renderApp({
      user: buildUser({ firstName: 'Tamar', xp: 1150, level: 3 }),
      route: '/student',
      api: { ...chat.routes, 'GET /api/gamification/dashboard': { status: 200, body: dashboard } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Shalom, Tamar!' })).toBeInTheDocument();
    const activities = screen.getByRole('region', { name: 'Learning Activities' });
    expect(within(activities).getByRole('button', { name: /Chat with Morah AI/ })).toBeInTheDocument();
    expect(within(activities).getByRole('link', { name: /Parsha Reader/ })).toHaveAttribute('href', '/parsha');
    expect(within(activities).getByRole('link', { name: /Hebrew Coloring/ })).toHaveAttribute('href', '/coloring');
    expect(within(activities).getByRole('link', { name: /Story Library/ })).toHaveAttribute('href', '/books');
    expect(within(activities).getByRole('link', { name: /My Achievements/ })).toHaveAttribute('href', '/badges');

    const recent = screen.getByRole('region', { name: 'Recent conversations' });
    const items = await within(recent).findAllByRole('button');
    expect(items.map((b) => b.querySelector('.recent-item__title')?.textContent)).toEqual(['Shabbat candles', 'Alef and Bet', 'Noah and the ark']);
    expect(items[0]).toHaveTextContent('Morah AI: We light two candles.');

    // Level 3 runs from 900 to 1600 XP.
    const progress = screen.getByRole('complementary', { name: 'My progress' });
    expect(within(progress).getByRole('progressbar', { name: 'Progress to level 4' })).toHaveAttribute('aria-valuenow', '250');
    expect(progress).toHaveTextContent('450 XP to level 4');
    // Badges and the streak come from the gamification dashboard.
    expect(await within(progress).findByTestId('home-badges')).toHaveTextContent('4');
    expect(progress).toHaveTextContent('3 days');
    expect(within(progress).getByRole('list', { name: '3 of 7 days' })).toBeInTheDocument();

    await user.click(items[1]!);
    expect(await screen.findByRole('dialog', { name: 'Alef and Bet' })).toBeInTheDocument();
  });

  it('invites a first conversation, and the chat tile starts one when there is none', async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi({ threads: [] });
    const { fetchMock } = renderApp({ user: buildUser(), route: '/student', api: chat.routes });
    const recent = await screen.findByRole('region', { name: 'Recent conversations' });
    expect(await within(recent).findByText('No conversations yet. Morah AI would love to hear your first question!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Chat with Morah AI/ }));
    expect(await screen.findByRole('dialog', { name: 'New chat with Morah' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url) === '/api/chat/threads')).toHaveLength(1);
    await waitFor(() => expect(within(recent).getByRole('button', { name: /New chat with Morah/ })).toBeInTheDocument());
  });

  it('the chat tile opens the latest conversation when there is one', async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi({
      threads: [buildThread({ id: 1, title: 'Older', updatedAt: hoursAgo(5) }), buildThread({ id: 2, title: 'Latest', updatedAt: hoursAgo(1) })],
    });
    const { fetchMock } = renderApp({ user: buildUser(), route: '/student', api: chat.routes });
    await user.click(await screen.findByRole('button', { name: /Chat with Morah AI/ }));
    expect(await screen.findByRole('dialog', { name: 'Latest' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url) === '/api/chat/threads')).toBe(false);
  });

  it('lets a student start a new chat from the window', async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi({ threads: [buildThread({ id: 1, title: 'Letters' })] });
    renderApp({ user: buildUser(), route: '/student', api: chat.routes });
    await user.click(await screen.findByRole('button', { name: /Chat with Morah AI/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Letters' });
    await user.click(within(dialog).getByRole('button', { name: 'New chat' }));
    expect(await screen.findByRole('dialog', { name: 'New chat with Morah' })).toBeInTheDocument();
  });
});
