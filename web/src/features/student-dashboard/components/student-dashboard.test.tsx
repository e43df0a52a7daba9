import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

describe('student dashboard', () => {
  it('greets the student and shows level progress and the parent link code', async () => {
    renderApp({ user: buildUser({ firstName: 'Tamar', xp: 250, level: 1, linkCode: 'PQRS6789' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shalom, Tamar!' })).toBeInTheDocument();
    // Level 1 runs from 0 to 400 XP (level 2 starts at 2 squared times 100).
    expect(screen.getByText('150 XP to next level')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to level 2' })).toHaveAttribute('aria-valuenow', '250');
    expect(screen.getByText(/Parent link code:/)).toHaveTextContent('Parent link code: PQRS6789');
  });

  it('records study time and the XP rises at once', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      user: buildUser({ xp: 100, level: 1 }),
      api: { 'POST /api/learning/record-activity': { body: { xpAwarded: 20, xp: 120, level: 1, dailyCapReached: false, message: null } } },
    });
    expect(await screen.findByText('How long did you learn today?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '10 minutes' }));

    await waitFor(() => expect(screen.getByTestId('xp-value')).toHaveTextContent('120'));
    await user.click(screen.getByRole('button', { name: '10 minutes' }));
    // Each real activity carries a key of its own, so a repeat of one request is paid once.
    const sent = sentBodies(fetchMock, 'POST /api/learning/record-activity') as { idempotencyKey: string }[];
    expect(sent).toEqual([
      { activityType: 'study_time', duration: 600, xpEarned: 20, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,100}$/) },
      { activityType: 'study_time', duration: 600, xpEarned: 20, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,100}$/) },
    ]);
    expect(sent[0]!.idempotencyKey).not.toBe(sent[1]!.idempotencyKey);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getAllByRole('status')[0]).toHaveTextContent('+20 XP!');
  });

  it("says so in the server's words when the day's cap took the XP", async () => {
    const user = userEvent.setup();
    const message = 'It is saved. You studied 8 hours today, the most that earns XP in one day. Study time earns XP again tomorrow.';
    renderApp({
      user: buildUser({ xp: 100, level: 1 }),
      api: { 'POST /api/learning/record-activity': { body: { xpAwarded: 0, xp: 100, level: 1, dailyCapReached: true, message } } },
    });
    await user.click(await screen.findByRole('button', { name: '5 minutes' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByRole('status')).toHaveTextContent(`+0 XP!${message}`);
  });

  it('offers the time that can be saved when more time was asked than has passed', async () => {
    const user = userEvent.setup();
    const message = 'Not so fast! You last saved your learning 3 minutes ago, so you can save up to 3 minutes now.';
    const { fetchMock } = renderApp({
      user: buildUser({ xp: 100, level: 1 }),
      api: {
        'POST /api/learning/record-activity': ({ body }) =>
          (body as { duration: number }).duration > 180
            ? { status: 400, body: { error: { code: 'validation_failed', message, details: [{ path: ['duration'], message, loggableMinutes: 3 }] } } }
            : { body: { xpAwarded: 6, xp: 106, level: 1, dailyCapReached: false, message: null } },
      },
    });
    await user.click(await screen.findByRole('button', { name: '10 minutes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 3 minutes' }));
    await waitFor(() => expect(screen.getByTestId('xp-value')).toHaveTextContent('106'));
    expect((sentBodies(fetchMock, 'POST /api/learning/record-activity') as { duration: number }[]).map((b) => b.duration)).toEqual([600, 180]);
    expect(screen.queryByRole('button', { name: 'Save 3 minutes' })).not.toBeInTheDocument();
  });

  it('tells the student kindly when saving fails', async () => {
    const user = userEvent.setup();
    renderApp({
      user: buildUser(),
      api: { 'POST /api/learning/record-activity': { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side.' } } } },
    });
    await user.click(await screen.findByRole('button', { name: '5 minutes' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
