import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

describe('live progress over the socket', () => {
  it('updates the XP chip when an xp:gained event arrives, without a reload', async () => {
    const { socket, fetchMock } = renderApp({ user: buildUser({ xp: 100, level: 1 }) });
    expect(await screen.findByTestId('xp-value')).toHaveTextContent('100');
    expect(screen.getByTestId('level-value')).toHaveTextContent('1');
    await waitFor(() => expect(socket.listenerCount('xp:gained')).toBe(1));
    const callsBefore = fetchMock.mock.calls.length;

    act(() => socket.serverEmit('xp:gained', { amount: 320, xp: 420, level: 2 }));

    await waitFor(() => expect(screen.getByTestId('xp-value')).toHaveTextContent('420'));
    expect(screen.getByTestId('level-value')).toHaveTextContent('2');
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });

  it('ignores a malformed event', async () => {
    const { socket } = renderApp({ user: buildUser({ xp: 100 }) });
    await waitFor(() => expect(socket.listenerCount('xp:gained')).toBe(1));
    act(() => {
      socket.serverEmit('xp:gained', { amount: 'lots', xp: 'many', level: 9 } as never);
      // A barrier: a good event sent after it must be what the chip shows.
      socket.serverEmit('xp:gained', { amount: 5, xp: 105, level: 1 });
    });
    await waitFor(() => expect(screen.getByTestId('xp-value')).toHaveTextContent('105'));
    expect(screen.getByTestId('level-value')).toHaveTextContent('1');
  });

  it('shows a Level Up! toast on level:up', async () => {
    const { socket } = renderApp({ user: buildUser() });
    await waitFor(() => expect(socket.listenerCount('level:up')).toBe(1));
    act(() => socket.serverEmit('level:up', { level: 3 }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByRole('status');
    expect(toast).toHaveTextContent('Level Up!');
    expect(toast).toHaveTextContent('You reached level 3!');
  });

  it('ignores a malformed level:up', async () => {
    const { socket } = renderApp({ user: buildUser() });
    await waitFor(() => expect(socket.listenerCount('level:up')).toBe(1));
    const consoleError = vi.spyOn(console, 'error');
    act(() => {
      socket.serverEmit('level:up', { level: 'three' } as never);
      socket.serverEmit('level:up', undefined as never);
    });
    // Toasts are shown as they are called (and only the newest is visible), so look at once.
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
    act(() => socket.serverEmit('level:up', { level: 4 }));
    expect(await within(region).findByRole('status')).toHaveTextContent('You reached level 4!');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('opens no socket while signed out', async () => {
    const { socket } = renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'The AI Torah Tutor' });
    expect(socket.listenerCount('xp:gained')).toBe(0);
  });
});
