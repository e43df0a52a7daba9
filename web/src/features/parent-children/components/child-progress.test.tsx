import type { ParentChildDashboard, StudentSummary } from '@morah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { buildThread, createFakeChatApi } from '@/testing/fake-chat-api';
import { renderApp } from '@/testing/render-app';
import { dailyGoalStorageKey } from '../hooks/use-daily-goal';

const dina: StudentSummary = { id: 7, username: 'dina', firstName: 'Dina', lastName: 'Levi', xp: 420, level: 2 };
const avi: StudentSummary = { id: 8, username: 'avi', firstName: 'Avi', lastName: 'Levi', xp: 30, level: 1 };
const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();
const WEEK = [
  ['2026-03-01', 'Sun'],
  ['2026-03-02', 'Mon'],
  ['2026-03-03', 'Tue'],
  ['2026-03-04', 'Wed'],
  ['2026-03-05', 'Thu'],
  ['2026-03-06', 'Fri'],
  ['2026-03-07', 'Sat'],
] as const;

function buildDashboard(child: StudentSummary, overrides: Partial<ParentChildDashboard> = {}): ParentChildDashboard {
  return {
    child: {
      id: child.id,
      username: child.username,
      firstName: child.firstName,
      lastName: child.lastName,
      avatarStyle: 'classic',
      avatarColor: 'blue',
      avatarAccessory: 'none',
      avatarExpression: 'happy',
    },
    timeZone: 'UTC',
    today: '2026-03-07',
    level: 2,
    xp: 420,
    levelProgress: 4,
    nextLevelXp: 900,
    streak: { current: 3, longest: 6 },
    sessions: { activeDays: 5, windowDays: 30, totalActivities: 23 },
    favouriteTopics: [
      { source: 'activity', kind: 'study_time', label: 'Study time', count: 2, minutes: 40 },
      { source: 'activity', kind: 'chat', label: 'Chatting with Morah', count: 12, minutes: 12 },
      { source: 'conversation', threadId: 1, label: 'Asked about: What is Purim?', at: hoursAgo(3) },
    ],
    weeklyMinutes: WEEK.map(([day, label], i) => ({ day, label, minutes: [0, 12, 0, 25, 61, 0, 8][i] ?? 0, xp: [0, 20, 0, 40, 100, 0, 15][i] ?? 0 })),
    recentActivity: [
      { id: 31, kind: 'chat', label: 'Asked Morah a question', xp: 5, at: hoursAgo(3) },
      { id: 30, kind: 'study_time', label: 'Studied for 20 minutes', xp: 40, at: hoursAgo(30) },
    ],
    learningGoals: [
      { key: 'weekly_minutes', label: 'Learning minutes this week', detail: 'A goal of 60 minutes a day', current: 106, target: 420 },
      { key: 'weekly_questions', label: 'Questions for Morah this week', detail: 'A goal of 10 questions a week', current: 4, target: 10 },
      { key: 'next_badge', label: 'Next badge: Thinking Kippah', detail: 'Asked Morah 10 questions.', current: 4, target: 10 },
    ],
    recentAchievements: [{ id: 5, badgeId: 1, name: 'Shalom Friend', iconType: 'shalom', tagline: 'Every great journey starts with Shalom!', earnedAt: hoursAgo(5) }],
    badgesThisWeek: [{ id: 5, badgeId: 1, name: 'Shalom Friend', iconType: 'shalom', tagline: 'Every great journey starts with Shalom!', earnedAt: hoursAgo(5) }],
    totalBadges: 1,
    hasData: true,
    ...overrides,
  };
}

function renderParentPage({ children = [dina], dashboards = { [dina.id]: buildDashboard(dina) } as Record<number, ParentChildDashboard>, threads = [] as ReturnType<typeof buildThread>[] } = {}) {
  const routes = Object.fromEntries(children.map((c) => [`GET /api/parent/children/${c.id}/dashboard`, { body: { dashboard: dashboards[c.id] ?? buildDashboard(c) } }]));
  return renderApp({
    user: buildUser({ id: 20, role: 'parent' }),
    route: '/parent',
    api: { ...createFakeChatApi({ threads }).routes, 'GET /api/parent/children': { body: { children } }, ...routes },
  });
}

const progress = () => screen.findByRole('region', { name: 'Child Progress' });
const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => window.localStorage.clear());

describe('child progress on the parent dashboard', () => {
  it("shows the child's real figures, asking in the parent's time zone", async () => {
    const { fetchMock } = renderParentPage();
    const section = await progress();
    expect(await within(section).findByText('Level 2')).toBeInTheDocument();
    expect(within(section).queryByText('Sample')).not.toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Dina Levi' })).toBeInTheDocument();

    expect(within(card('Level')).getByRole('progressbar', { name: '4% of the way to level 3' })).toHaveAttribute('aria-valuenow', '4');
    expect(card('Level')).toHaveTextContent('420 XP');
    expect(card('Streak')).toHaveTextContent('3 days');
    expect(card('Streak')).toHaveTextContent('Longest: 6 days');
    expect(card('Sessions')).toHaveTextContent('5 learning days');
    expect(card('Sessions')).toHaveTextContent('In the last 30 days · 23 activities in all');

    const topics = within(card('Favourite Topics')).getAllByRole('listitem').map((li) => li.textContent);
    expect(topics).toEqual(['Study time40 minutes', 'Chatting with Morah12 minutes', 'Asked about: What is Purim?']);

    const chart = card('Weekly Learning Minutes');
    expect(within(chart).getByText('Wed, Mar 4: 25 minutes, 40 XP')).toBeInTheDocument();
    expect(within(chart).getByText('Goal 60 min')).toBeInTheDocument();
    expect(chart.querySelector('[data-day="2026-03-05"] rect')).toHaveClass('weekly-chart__bar--met');

    const activity = within(card('Recent Activity')).getAllByRole('listitem');
    expect(activity[0]).toHaveTextContent('Asked Morah a question+5 XP3 hours ago');
    expect(activity[1]).toHaveTextContent('Studied for 20 minutes+40 XP');

    expect(within(card('Learning Goals')).getByRole('progressbar', { name: 'Questions for Morah this week: 4 of 10' })).toHaveAttribute('aria-valuemax', '10');
    expect(within(card('Learning Goals')).getByRole('progressbar', { name: 'Next badge: Thinking Kippah: 4 of 10' })).toBeInTheDocument();

    const achievements = card('Recent Achievements');
    expect(within(achievements).getByRole('img', { name: 'Shalom Friend' })).toHaveAttribute('width', '32');
    expect(achievements).toHaveTextContent('Earned 5 hours ago');

    const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/dashboard'));
    expect(asked).toMatch(new RegExp(`^/api/parent/children/7/dashboard\\?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}$`));
  });

  it('shows the sample figures, marked Sample, before the child has learned anything', async () => {
    renderParentPage({ dashboards: { [dina.id]: buildDashboard(dina, { hasData: false, level: 1, xp: 0, levelProgress: 0, favouriteTopics: [], recentActivity: [], recentAchievements: [] }) } });
    const section = await progress();
    expect(await within(section).findByText('Sample')).toBeInTheDocument();
    expect(within(section).getByText("These are sample figures, to show what you will see here. They turn into Dina's real progress once Dina starts learning.")).toBeInTheDocument();
    expect(within(card('Level')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(card('Level')).toHaveTextContent('Level 3');
    expect(within(card('Weekly Learning Minutes')).getByText('Thu, Mar 5: 60 minutes, 120 XP')).toBeInTheDocument();
    expect(within(card('Recent Achievements')).getByRole('img', { name: 'Candle Keeper' })).toBeInTheDocument();
  });

  it("follows every XP the child earns, live: a burst of grants is read once more, ending on the newest totals", async () => {
    // The server's figures for Dina: what the dashboard and the children list answer when read.
    let figures = { xp: 420, level: 2, recent: buildDashboard(dina).recentActivity };
    const colored = { id: 32, kind: 'coloring' as const, label: 'Colored the letter Alef', xp: 10, at: new Date().toISOString() };
    const { socket, fetchMock } = renderApp({
      user: buildUser({ id: 20, role: 'parent' }),
      route: '/parent',
      api: {
        ...createFakeChatApi({ threads: [] }).routes,
        'GET /api/parent/children': () => ({ body: { children: [{ ...dina, xp: figures.xp, level: figures.level }] } }),
        [`GET /api/parent/children/${dina.id}/dashboard`]: () => ({ body: { dashboard: buildDashboard(dina, { xp: figures.xp, level: figures.level, recentActivity: figures.recent }) } }),
      },
    });
    await within(await progress()).findByText('Level 2');
    expect(card('Level')).toHaveTextContent('420 XP');
    await waitFor(() => expect(socket.listenerCount('progress:xp')).toBe(1));
    const dashboardReads = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/dashboard')).length;
    const readsBefore = dashboardReads();

    // Dina colors a letter, then finishes a game: plain XP grants, no badge and no new level.
    figures = { xp: 480, level: 2, recent: [colored, ...figures.recent] };
    act(() => {
      socket.serverEmit('progress:xp', { studentId: dina.id, xp: 430, level: 2 });
      socket.serverEmit('progress:xp', { studentId: dina.id, xp: 480, level: 2 });
    });
    await waitFor(() => expect(card('Level')).toHaveTextContent('480 XP'));
    expect(within(card('Recent Activity')).getAllByRole('listitem')[0]).toHaveTextContent('Colored the letter Alef+10 XP');
    await waitFor(() => expect(screen.getByText('480')).toBeInTheDocument()); // the children list's XP
    expect(dashboardReads() - readsBefore).toBeLessThanOrEqual(2);
  });

  it('picks a child with tabs when there are several', async () => {
    const user = userEvent.setup();
    renderParentPage({ children: [dina, avi], dashboards: { [dina.id]: buildDashboard(dina), [avi.id]: buildDashboard(avi, { level: 1, xp: 30 }) } });
    const section = await progress();
    const tabs = within(section).getByRole('tablist', { name: 'Choose a child' });
    expect(within(tabs).getByRole('tab', { name: 'Dina Levi' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(section).findByRole('heading', { name: 'Dina Levi' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Avi Levi' }));
    expect(await within(section).findByRole('heading', { name: 'Avi Levi' })).toBeInTheDocument();
    expect(within(section).getByRole('tabpanel')).toHaveTextContent('30 XP');
  });
});

describe('parent tools', () => {
  it('opens a printable weekly report', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderParentPage();
    await user.click(await screen.findByRole('button', { name: 'Weekly Progress Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Weekly Progress Report' });
    expect(dialog).toHaveTextContent('Dina Levi · Sun, Mar 1 to Sat, Mar 7');
    expect(within(dialog).getByText('Minutes of learning').nextSibling).toHaveTextContent('106');
    expect(within(dialog).getByText('Days with learning').nextSibling).toHaveTextContent('4 of 7');
    expect(within(dialog).getByText('Questions for Morah').nextSibling).toHaveTextContent('4');
    expect(within(dialog).getByText('XP earned').nextSibling).toHaveTextContent('175');
    expect(within(dialog).getByRole('row', { name: 'Thu, Mar 5 61 100' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves a daily minutes goal on this device and draws it on the chart', async () => {
    const user = userEvent.setup();
    renderParentPage();
    await user.click(await screen.findByRole('button', { name: 'Learning Goals Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Learning Goals Settings' });
    expect(within(dialog).getByText('This goal is stored on this device only, in this browser.')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Daily minutes goal');
    await user.clear(input);
    await user.type(input, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Goal' }));
    expect(within(dialog).getByText('Please choose a whole number of minutes from 5 to 180.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save Goal' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(dailyGoalStorageKey(dina.id))).toBe('20');
    expect(within(card('Weekly Learning Minutes')).getByText('Goal 20 min')).toBeInTheDocument();
    expect(card('Weekly Learning Minutes').querySelector('[data-day="2026-03-04"] rect')).toHaveClass('weekly-chart__bar--met');
    expect(within(card('Learning Goals')).getByRole('progressbar', { name: 'Learning minutes this week: 106 of 140' })).toBeInTheDocument();
    expect(card('Learning Goals')).toHaveTextContent('A goal of 20 minutes a day (set on this device)');
  });

  it('makes a weekly calendar reminder to download', async () => {
    const user = userEvent.setup();
    renderParentPage();
    await user.click(await screen.findByRole('button', { name: 'Schedule Learning Time' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Learning Time' });
    await user.selectOptions(within(dialog).getByLabelText('Day of the week'), 'Tuesday');
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '17:15');
    await user.selectOptions(within(dialog).getByLabelText('How long'), '30 minutes');
    await user.click(within(dialog).getByRole('button', { name: 'Create Calendar Reminder' }));

    const link = await within(dialog).findByRole('link', { name: 'Download Reminder (.ics)' });
    expect(link).toHaveAttribute('download', 'morah-learning-time-dina.ics');
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU');
    expect(ics).toMatch(/DTSTART:\d{8}T171500\r\nDTEND:\d{8}T174500/);
    expect(ics).toContain('SUMMARY:Learning time with Morah: Dina');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Every Tuesday at 17:15, for 30 minutes, with a reminder 10 minutes before.');
  });

  it("shows only this child's conversations for review, and all of them again on request", async () => {
    const user = userEvent.setup();
    renderParentPage({
      children: [dina, avi],
      threads: [buildThread({ id: 1, studentId: 7, studentName: 'Dina Levi', title: 'Purim' }), buildThread({ id: 2, studentId: 8, studentName: 'Avi Levi', title: 'Shabbat' })],
    });
    const conversations = await screen.findByRole('region', { name: 'Conversations' });
    await within(conversations).findByText('Shabbat');
    await user.click(await screen.findByRole('button', { name: 'Chat History Review' }));

    expect(within(conversations).getByText("Showing Dina Levi's conversations only.")).toBeInTheDocument();
    expect(within(conversations).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Dina Levi: Purim']);
    await waitFor(() => expect(within(conversations).getByRole('heading', { name: 'Conversations' })).toHaveFocus());

    await user.click(within(conversations).getByRole('button', { name: 'Show All Children' }));
    expect(within(conversations).getAllByRole('listitem')).toHaveLength(2);
  });
});
