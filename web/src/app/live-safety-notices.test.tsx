import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { buildThread, createFakeChatApi } from '@/testing/fake-chat-api';
import { renderApp } from '@/testing/render-app';

const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' });

// The pages are lazy chunks: load them once here, so a busy machine spends that time in the hook, not in a findBy.
beforeAll(async () => {
  await Promise.all([import('@/app/routes/parent'), import('@/app/routes/home'), import('@/components/layouts/signed-in-layout')]);
});

describe('safety notices for parents', () => {
  it('shows a calm note and reads the conversations again', async () => {
    const chat = createFakeChatApi({ threads: [] });
    const { socket } = renderApp({
      user: buildUser({ id: 20, role: 'parent' }),
      route: '/parent',
      api: { ...chat.routes, 'GET /api/parent/children': { body: { children: [] } } },
    });
    const section = await screen.findByRole('region', { name: 'Conversations' });
    await within(section).findByText(/No conversations yet/);
    await waitFor(() => expect(socket.listenerCount('chat:safety-notice')).toBe(1));

    chat.state.threads.push(buildThread({ id: 5, studentName: 'Dina Levi', title: 'A hard day', flagged: true }));
    act(() => socket.serverEmit('chat:safety-notice', { threadId: 5, studentId: 7, studentName: 'Dina Levi', at: new Date().toISOString() }));

    const toast = await within(toasts()).findByRole('status');
    expect(toast).toHaveTextContent('A message from Dina needs a grown-up');
    expect(toast).toHaveTextContent('Their teacher has been told. You can read the conversation on your dashboard.');
    expect(toast).toHaveClass('toast--default');
    expect(within(toasts()).queryByRole('alert')).not.toBeInTheDocument();

    const row = await within(section).findByRole('listitem', { name: 'Dina Levi: A hard day' });
    expect(row).toHaveTextContent('Flagged for care');
  });

  it('ignores a malformed notice', async () => {
    const { socket } = renderApp({ user: buildUser({ role: 'parent' }), route: '/', api: createFakeChatApi({ threads: [] }).routes });
    await waitFor(() => expect(socket.listenerCount('chat:safety-notice')).toBe(1));
    act(() => {
      socket.serverEmit('chat:safety-notice', { threadId: 'five' } as never);
      // A barrier: a good notice sent after it must be the only one shown.
      socket.serverEmit('chat:safety-notice', { threadId: 5, studentId: 7, studentName: 'Dina Levi', at: new Date().toISOString() });
    });
    const shown = await within(toasts()).findAllByRole('status');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('A message from Dina needs a grown-up');
  });

  it('is only listened for while a parent is signed in', async () => {
    const { socket } = renderApp({ user: buildUser({ role: 'student' }) });
    await waitFor(() => expect(socket.listenerCount('xp:gained')).toBe(1));
    expect(socket.listenerCount('chat:safety-notice')).toBe(0);
  });
});
