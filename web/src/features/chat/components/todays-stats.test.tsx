import type { ChatStats } from '@morah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { buildThread, createFakeChatApi } from '@/testing/fake-chat-api';
import { createFakeSocket } from '@/testing/fake-socket';
import type { MockReply } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { STATS_REFRESH_DELAY_MS } from '../api/get-chat-stats';

const teacher = () => buildUser({ id: 3, role: 'teacher', firstName: 'Rivka' });
const sample: ChatStats = { activeStudents: 12, messages: 142, questions: 67, activeChats: 9, flaggedChats: 1, badgesEarned: 8 };

function renderTeacherDashboard(stats: ChatStats = sample) {
  const chat = createFakeChatApi({ threads: [buildThread({ id: 1, studentName: 'Dina Levi', title: 'Letters' })], stats });
  const socket = createFakeSocket();
  const view = renderApp({ user: teacher(), route: '/teacher', socket, api: { ...chat.routes, 'GET /api/classes': { body: { classes: [] } } } });
  return { ...view, chat };
}

const todaysStats = () => screen.getByRole('region', { name: "Today's Stats" });
const figure = (label: string) => within(todaysStats()).getByText(label).nextElementSibling;
const card = (label: string) => within(screen.getByRole('list', { name: 'Chat figures' })).getByText(label).previousElementSibling;

afterEach(() => {
  vi.useRealTimers();
});

describe("teacher dashboard: Today's Stats", () => {
  it("shows the server's figures, counted from the start of the teacher's own day", async () => {
    const { chat } = renderTeacherDashboard();
    await screen.findByRole('region', { name: "Today's Stats" });
    await waitFor(() => expect(figure('Students active')).toHaveTextContent('12'));
    expect(figure('Messages')).toHaveTextContent('142');
    expect(figure('Questions to Morah')).toHaveTextContent('67');
    expect(figure('Badges earned')).toHaveTextContent('8');
    expect(card('Chats Today')).toHaveTextContent('9');
    expect(card('Flagged for care')).toHaveTextContent('1');
    expect(card('Active Chats')).toHaveTextContent('1');

    const now = new Date();
    expect(chat.statsSince[0]).toBe(new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString());
    // Both places show one read of the stats.
    expect(chat.statsSince).toHaveLength(1);
  });

  it('reads the stats again shortly after chat:thread-updated, once for a burst of updates', async () => {
    const { chat, socket } = renderTeacherDashboard();
    await screen.findByRole('region', { name: "Today's Stats" });
    await waitFor(() => expect(figure('Messages')).toHaveTextContent('142'));
    await waitFor(() => expect(socket.listenerCount('chat:thread-updated')).toBeGreaterThan(0));
    const reads = chat.statsSince.length;

    chat.state.stats = { activeStudents: 13, messages: 145, questions: 68, activeChats: 10, flaggedChats: 2, badgesEarned: 9 };
    // The clock is the test's: "shortly after" is a moment the test moves to, never a wait.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      for (const version of [2, 3, 4]) {
        socket.serverEmit('chat:thread-updated', buildThread({ id: 1, studentName: 'Dina Levi', title: 'Letters', version, updatedAt: new Date().toISOString() }));
      }
    });
    act(() => vi.advanceTimersByTime(STATS_REFRESH_DELAY_MS - 1));
    expect(chat.statsSince).toHaveLength(reads);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await waitFor(() => expect(figure('Messages')).toHaveTextContent('145'));
    expect(figure('Students active')).toHaveTextContent('13');
    expect(figure('Questions to Morah')).toHaveTextContent('68');
    expect(figure('Badges earned')).toHaveTextContent('9');
    expect(card('Chats Today')).toHaveTextContent('10');
    expect(card('Flagged for care')).toHaveTextContent('2');
    expect(chat.statsSince).toHaveLength(reads + 1);
  });

  it('reads the stats again shortly after a student earns XP away from the chat (a badge for coloring counts)', async () => {
    const { chat, socket } = renderTeacherDashboard();
    await waitFor(() => expect(figure('Badges earned')).toHaveTextContent('8'));
    await waitFor(() => expect(socket.listenerCount('class:learner-progress')).toBeGreaterThan(0));
    const reads = chat.statsSince.length;

    chat.state.stats = { ...sample, badgesEarned: 9 };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      socket.serverEmit('class:learner-progress', { studentId: 9, xp: 60, level: 1 });
      socket.serverEmit('class:learner-progress', { studentId: 9, xp: 85, level: 1 });
    });
    act(() => vi.advanceTimersByTime(STATS_REFRESH_DELAY_MS));
    vi.useRealTimers();

    await waitFor(() => expect(figure('Badges earned')).toHaveTextContent('9'));
    expect(chat.statsSince).toHaveLength(reads + 1);
  });

  it('reads the stats again on Refresh', async () => {
    const user = userEvent.setup();
    const { chat } = renderTeacherDashboard();
    await screen.findByRole('region', { name: "Today's Stats" });
    await waitFor(() => expect(figure('Questions to Morah')).toHaveTextContent('67'));

    chat.state.stats = { ...sample, questions: 70 };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(figure('Questions to Morah')).toHaveTextContent('70'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
  });

  it('shows loading, then an error with Try Again', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    const chat = createFakeChatApi({ stats: sample });
    const statsRoute = chat.routes['GET /api/chat/stats'] as (request: { url: string; init: RequestInit; body: unknown }) => MockReply;
    chat.routes['GET /api/chat/stats'] = (request) =>
      fail ? { status: 500, body: { error: { code: 'internal', message: 'The figures are resting. Please try again.' } } } : statsRoute(request);
    const { fetchMock } = renderApp({ user: teacher(), route: '/teacher', api: { ...chat.routes, 'GET /api/classes': { body: { classes: [] } } } });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).startsWith('/api/chat/stats')) await gate;
      return answer(url, init);
    });

    const stats = await screen.findByRole('region', { name: "Today's Stats" });
    expect(within(stats).getByText("Loading today's figures...")).toBeInTheDocument();
    expect(card('Chats Today')).toHaveTextContent('–');
    release();

    expect(await within(stats).findByRole('alert')).toHaveTextContent('The figures are resting. Please try again.');
    fail = false;
    await user.click(within(stats).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(figure('Students active')).toHaveTextContent('12'));
    expect(within(stats).queryByRole('alert')).not.toBeInTheDocument();
  });
});
