import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCelebrationStore } from '@/features/gamification/stores/celebration-store';
import { buildBadge, buildBadgeAwarded, buildChallenge, buildUserBadge } from '@/features/gamification/testing/gamification-fixtures';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const popupName = (badgeName: string) => `You earned a badge! ${badgeName}`;
const challahChef = buildBadge({ id: 2, name: 'Challah Chef', iconType: 'challah', tagline: 'Fresh from the oven!' });

async function signedIn(role: 'student' | 'parent' | 'teacher', id: number) {
  const rendered = renderApp({ user: buildUser({ id, role, firstName: role === 'parent' ? 'Sarah' : 'Dina' }), route: '/nowhere' });
  await screen.findByRole('heading', { name: 'Page Not Found' });
  await waitFor(() => expect(rendered.socket.listenerCount('badge:awarded')).toBe(1));
  return rendered;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('live badge popup for a student', () => {
  it('opens the popup for the student\u2019s own badge and refreshes their progress', async () => {
    const { socket, queryClient } = await signedIn('student', 7);
    queryClient.setQueryData(['/api/gamification/dashboard'], { xp: 0 });

    act(() => socket.serverEmit('badge:awarded', buildBadgeAwarded(7, { xpGained: 70 })));

    const dialog = await screen.findByRole('dialog', { name: popupName('Menorah Master') });
    expect(within(dialog).getByRole('img', { name: 'Menorah Master' })).toHaveAttribute('data-earned', 'true');
    expect(within(dialog).getByText('Seven branches, seven days, one bright learner!')).toBeInTheDocument();
    expect(within(dialog).getByText('+70 XP')).toBeInTheDocument();
    expect(within(dialog).getByTestId('confetti')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Awesome!' })).toHaveFocus());
    expect(queryClient.getQueryState(['/api/gamification/dashboard'])?.isInvalidated).toBe(true);
  });

  it('does not open it for another student\u2019s badge', async () => {
    const { socket } = await signedIn('student', 7);
    act(() => {
      socket.serverEmit('badge:awarded', buildBadgeAwarded(8));
      // A barrier: the student's own badge, sent after, must be the first (and only) popup.
      socket.serverEmit('badge:awarded', buildBadgeAwarded(7, { userBadge: buildUserBadge(challahChef) }));
    });
    await screen.findByRole('dialog', { name: popupName('Challah Chef') });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(toastRegion()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('ignores a malformed notice', async () => {
    const { socket } = await signedIn('student', 7);
    act(() => {
      socket.serverEmit('badge:awarded', { studentId: 7, studentName: 'Dina', userBadge: null, xpGained: 5, newLevel: null } as never);
      socket.serverEmit('badge:awarded', buildBadgeAwarded(7, { userBadge: buildUserBadge(challahChef) }));
    });
    await screen.findByRole('dialog', { name: popupName('Challah Chef') });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('stops the confetti after 3 seconds and closes itself after 8', async () => {
    const { socket } = await signedIn('student', 7);
    // The popup's clock is the test's alone: none of it passes while the machine is busy elsewhere.
    // Until the popup shows, the clock moves in 10 ms steps, so it opens at most one step early.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => socket.serverEmit('badge:awarded', buildBadgeAwarded(7)));
    const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: popupName('Menorah Master') }), { interval: 10, timeout: 30_000 });
    await act(async () => {}); // its effects (which start its timers) have run

    act(() => vi.advanceTimersByTime(3000));
    expect(within(dialog).queryByTestId('confetti')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and then shows the next badge waiting', async () => {
    const { socket } = await signedIn('student', 7);
    const second = challahChef;
    act(() => {
      socket.serverEmit('badge:awarded', buildBadgeAwarded(7));
      socket.serverEmit('badge:awarded', buildBadgeAwarded(7, { userBadge: buildUserBadge(second), xpGained: 10 }));
      // The same award again (it can arrive twice) is not celebrated twice.
      socket.serverEmit('badge:awarded', buildBadgeAwarded(7));
    });
    await screen.findByRole('dialog', { name: popupName('Menorah Master') });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: popupName('Challah Chef') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the Level Up! toast when the badge raised the level', async () => {
    const { socket } = await signedIn('student', 7);
    act(() => socket.serverEmit('badge:awarded', buildBadgeAwarded(7, { newLevel: 3 })));
    await screen.findByRole('dialog', { name: popupName('Menorah Master') });
    const toast = await within(toastRegion()).findByRole('status');
    expect(toast).toHaveTextContent('Level Up!');
    expect(toast).toHaveTextContent('You reached level 3!');
  });

  it('shows Streak Bonus! and Challenge Complete! toasts for the student only', async () => {
    const { socket } = await signedIn('student', 7);
    act(() => socket.serverEmit('streak:bonus', { studentId: 8, studentName: 'Avi Cohen', bonusXP: 10, currentStreak: 2 }));
    act(() => socket.serverEmit('streak:bonus', { studentId: 7, studentName: 'Dina Levi', bonusXP: 20, currentStreak: 4 }));
    const streak = await within(toastRegion()).findByRole('status');
    expect(streak).toHaveTextContent('Streak Bonus!');
    expect(streak).toHaveTextContent('+20 XP for your 4 day streak!');

    act(() => socket.serverEmit('challenge:completed', { studentId: 7, studentName: 'Dina Levi', challenge: buildChallenge({ userProgress: { currentProgress: 3, isCompleted: true } }) }));
    await waitFor(() => expect(within(toastRegion()).getByRole('status')).toHaveTextContent('Challenge Complete!'));
    expect(within(toastRegion()).getByRole('status')).toHaveTextContent('Ask Morah 3 questions');
  });
  it('ignores malformed streak and challenge notices', async () => {
    const { socket } = await signedIn('student', 7);
    const consoleError = vi.spyOn(console, 'error');
    act(() => {
      socket.serverEmit('streak:bonus', { studentId: 7, studentName: 'Dina Levi', bonusXP: '20', currentStreak: 4 } as never);
      socket.serverEmit('challenge:completed', { studentId: 7, studentName: 'Dina Levi', challenge: { title: 'Ask Morah 3 questions' } } as never);
    });
    // Toasts are shown as they are called (and only the newest is visible), so look at once.
    expect(within(toastRegion()).queryByRole('status')).not.toBeInTheDocument();
    act(() => socket.serverEmit('streak:bonus', { studentId: 7, studentName: 'Dina Levi', bonusXP: 10, currentStreak: 2 }));
    expect(await within(toastRegion()).findByRole('status')).toHaveTextContent('+10 XP for your 2 day streak!');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('live progress notices for a parent', () => {
  it('tells the parent their child earned a badge and refreshes the parent views', async () => {
    const { socket, queryClient } = await signedIn('parent', 20);
    queryClient.setQueryData(['/api/parent/children'], { children: [] });
    queryClient.setQueryData(['/api/parent/children/7/progress'], { xp: 0 });
    queryClient.setQueryData(['/api/chat/threads'], { threads: [] });

    act(() => socket.serverEmit('badge:awarded', buildBadgeAwarded(7, { studentName: 'Dina Levi' })));

    const toast = await within(toastRegion()).findByRole('status');
    expect(toast).toHaveTextContent('Dina earned a badge: Menorah Master!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(['/api/parent/children'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/parent/children/7/progress'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/chat/threads'])?.isInvalidated).toBe(false);
  });

  it('tells the parent when their child reaches a new level', async () => {
    const { socket } = await signedIn('parent', 20);
    act(() => socket.serverEmit('progress:level-up', { studentId: 7, studentName: 'Dina Levi', level: 4 }));
    expect(await within(toastRegion()).findByRole('status')).toHaveTextContent('Dina reached level 4!');
  });

  it('ignores a malformed level notice', async () => {
    const { socket } = await signedIn('parent', 20);
    const consoleError = vi.spyOn(console, 'error');
    act(() => socket.serverEmit('progress:level-up', { studentId: 7, level: 4 } as never));
    // Toasts are shown as they are called (and only the newest is visible), so look at once.
    expect(within(toastRegion()).queryByRole('status')).not.toBeInTheDocument();
    act(() => socket.serverEmit('progress:level-up', { studentId: 7, studentName: 'Dina Levi', level: 5 }));
    expect(await within(toastRegion()).findByRole('status')).toHaveTextContent('Dina reached level 5!');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('tells a teacher nothing', async () => {
    const { socket } = await signedIn('teacher', 30);
    act(() => {
      socket.serverEmit('badge:awarded', buildBadgeAwarded(7));
      socket.serverEmit('progress:level-up', { studentId: 7, studentName: 'Dina Levi', level: 4 });
    });
    // A teacher has no notice that could follow as a barrier, so look where a notice would be at
    // once: toasts are shown as they are called, and a popup is queued before its artwork loads.
    expect(useCelebrationStore.getState().queue).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(toastRegion()).queryByRole('status')).not.toBeInTheDocument();
  });
});
