import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';
import { DEMOS } from './showcase-page';

const catalogue = {
  badges: [
    { id: 1, key: 'shalom-friend', name: 'Shalom Friend', description: 'd', tagline: 't', iconType: 'shalom', criteria: 'Ask Morah your first question', xpRequired: 0, xpReward: 10, tier: 1, rarity: 'common', category: 'learning', premium: false },
    { id: 2, key: 'chai-reader', name: 'Chai Reader', description: 'd', tagline: 't', iconType: 'chai', criteria: 'Read the parsha 18 times', xpRequired: 0, xpReward: 18, tier: 1, rarity: 'common', category: 'learning', premium: false },
    { id: 3, key: 'golden-menorah', name: 'Golden Menorah', description: 'd', tagline: 't', iconType: 'menorah', criteria: 'Check in 18 days in a row', xpRequired: 0, xpReward: 100, tier: 4, rarity: 'legendary', category: 'special', premium: true },
  ],
};

describe('the Premium Features Showcase', () => {
  beforeAll(async () => {
    await Promise.all([import('@/app/routes/showcase'), ...DEMOS.map((d) => d.load()), import('@/components/layouts/signed-in-layout')]);
  });

  it('offers the nine demos and opens the one picked', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/showcase' });
    const picker = await screen.findByRole('navigation', { name: 'Demos' });
    const names = ['AI Tutor Chat', 'Achievement Badges', 'Learning Analytics', 'Hebrew Calligraphy', 'Interactive Quizzes', 'Jewish Calendar', 'Learning Paths', 'Avatar Studio', 'Executive Dashboard'];
    expect(within(picker).getAllByRole('button').map((b) => b.querySelector('.showcase-picker__label')?.textContent)).toEqual(names);
    await user.click(within(picker).getByRole('button', { name: /Learning Analytics/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Learning Analytics' })).toBeInTheDocument();
    // A visitor sees the sample, marked as such.
    expect(await screen.findByText('Sample')).toBeInTheDocument();
    expect(screen.getByText('Learning Streak')).toBeInTheDocument();
  });

  describe('in a browser whose scrollIntoView returns a promise', () => {
    const original = Element.prototype.scrollIntoView;
    afterEach(() => {
      Element.prototype.scrollIntoView = original;
    });

    it('opens every demo from the picker in turn, and back, without losing the page', async () => {
      // Newer browsers answer scrollIntoView with a promise: an effect that returned it broke the page on leaving the tutor.
      Element.prototype.scrollIntoView = () => Promise.resolve() as unknown as void;
      const user = userEvent.setup();
      // The demos that read the badge catalogue get it, so each shows its content, not a load error.
      renderApp({ route: '/showcase', api: { 'GET /api/badges': { body: catalogue } } });
      const picker = await screen.findByRole('navigation', { name: 'Demos' });
      for (const demo of [...DEMOS.slice(1), DEMOS[0]!, DEMOS[3]!]) {
        await user.click(within(picker).getByRole('button', { name: new RegExp(demo.label) }));
        expect(await screen.findByRole('heading', { level: 2, name: demo.label })).toBeInTheDocument();
        // Read once the demo has what it loads: a failed load would show as an alert only then.
        await waitFor(() => expect(document.querySelector('.page-loader')).toBeNull());
        expect(screen.queryByText('Oops, something went wrong')).not.toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      }
    });
  });

  it('lets a signed-in student talk to the real tutor', async () => {
    const user = userEvent.setup();
    const student = buildUser({ role: 'student' });
    const message = { id: 'm1', threadId: 9, version: 2, senderType: 'student', senderId: student.id, senderName: 'Miriam', content: 'What is Shabbat?', replyTo: null, flagged: false, createdAt: new Date().toISOString() };
    const reply = { ...message, id: 'reply-m1', version: 4, senderType: 'ai', senderId: null, senderName: 'Morah AI', content: 'Shabbat is our day of rest. What do you like best about it?', replyTo: 'm1' };
    renderApp({
      route: '/showcase?demo=tutor',
      user: student,
      api: {
        'POST /api/chat/threads': { status: 201, body: { thread: { id: 9 } } },
        'POST /api/chat/threads/9/messages': { status: 201, body: { message, xpAwarded: 5, flagged: false } },
        'GET /api/chat/threads/9/messages': { body: { messages: [reply], failures: [], version: 4 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'What is Shabbat?' }));
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('Shabbat is our day of rest. What do you like best about it?')).toBeInTheDocument();
    expect(within(conversation).getByText('What is Shabbat?')).toBeInTheDocument();
  });

  it('runs the quiz to a grade', async () => {
    renderApp({ route: '/showcase?demo=quiz' });
    // The explanation's pause runs on a fake clock the test moves; it also follows the real one, so
    // Testing Library's own settling (a timeout of 0) still comes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup();
    for (let i = 0; i < 5; i++) {
      await screen.findByText(`Question ${i + 1} of 5`);
      const options = within(screen.getByRole('group')).getAllByRole('button');
      await user.click(options[i === 0 ? 1 : 0]!);
      for (const o of options) expect(o).toBeDisabled();
      const onward = { name: i === 4 ? 'Complete Quiz' : 'Next Question' };
      act(() => vi.advanceTimersByTime(1000));
      await user.click(await screen.findByRole('button', onward));
    }
    // Right on questions 1 and 3 only: 2 of 5, 40%, a D.
    expect(await screen.findByText('2 of 5 correct · 40%')).toBeInTheDocument();
    expect(screen.getByText('D')).toBeInTheDocument();
  });

  it('counts calligraphy strokes to Complete!', async () => {
    renderApp({ route: '/showcase?demo=calligraphy' });
    const canvas = await screen.findByLabelText('Writing area: write Alef');
    for (let i = 0; i < 3; i++) {
      fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(canvas, { clientX: 60, clientY: 80, pointerId: 1 });
      fireEvent.pointerUp(canvas, { pointerId: 1 });
    }
    expect(screen.getByText(/Strokes: 3 of 3/)).toHaveTextContent('Complete!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Writing area: write Bet')).toBeInTheDocument();
    expect(screen.getByText(/Strokes: 0 of 3/)).not.toHaveTextContent('Complete!');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('shows the real calendar and a holiday in detail', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/showcase?demo=calendar' });
    expect(await screen.findByRole('heading', { name: 'Today’s Info' })).toBeInTheDocument();
    const upcoming = screen.getByRole('heading', { name: 'Upcoming Holidays' }).closest('section')!;
    const first = within(upcoming).getAllByRole('button');
    expect(first).toHaveLength(3);
    await user.click(first[0]!);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps premium avatar options for Premium members', async () => {
    const user = userEvent.setup();
    const visitor = renderApp({ route: '/showcase?demo=avatar' });
    await user.click(await screen.findByRole('tab', { name: 'Style' }));
    expect(screen.getByRole('button', { name: /Curly/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ponytail' })).toBeEnabled();
    visitor.unmount();

    renderApp({ route: '/showcase?demo=avatar', user: buildUser({ isPremium: true }) });
    await screen.findByRole('tab', { name: 'Style' });
    // The signed-in frame may still be settling: choose the tab until its options are shown.
    const curly = await waitFor(async () => {
      await user.click(screen.getByRole('tab', { name: 'Style' }));
      return screen.getByRole('button', { name: /Curly/ });
    });
    expect(curly).toBeEnabled();
    await user.click(curly);
    expect(curly).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows a student's badges and learning paths from their own badges", async () => {
    const user = userEvent.setup();
    const student = buildUser({ role: 'student' });
    renderApp({
      route: '/showcase?demo=paths',
      user: student,
      api: {
        'GET /api/badges': { body: catalogue },
        [`GET /api/users/${student.id}/badges`]: { body: { userBadges: [{ id: 50, badgeId: 1, earnedAt: new Date().toISOString(), badge: catalogue.badges[0] }] } },
      },
    });
    expect(await screen.findByText(/Your own progress/)).toBeInTheDocument();
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Torah Stories' }));
    expect(screen.getByRole('button', { name: 'Back to Learning Paths' })).toBeInTheDocument();
    expect(screen.getAllByText('Done')).toHaveLength(1);
  });
});
