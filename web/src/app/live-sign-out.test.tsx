import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

beforeAll(async () => {
  await Promise.all([import('@/app/routes/profile'), import('@/app/routes/login'), import('@/components/layouts/signed-in-layout')]);
});

describe('signed out by the server', () => {
  it('goes to the Log In page at once, saying why, when the server closes the connection and the session is gone', async () => {
    let signedIn = true;
    const user = buildUser({ role: 'student' });
    const { socket } = renderApp({
      route: '/profile',
      api: { 'GET /api/auth/user': () => (signedIn ? { body: { user } } : { status: 401 }) },
    });
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(screen.queryByText('Please log in to view your profile.')).not.toBeInTheDocument();

    await waitFor(() => expect(socket.serverClosedListenerCount()).toBe(1));
    signedIn = false;
    act(() => socket.serverClose());

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByRole('status')).toHaveTextContent('You have been signed out');
    expect(socket.closed).toBe(true);
  });

  it('stays signed in when the server closed the connection but the session still holds', async () => {
    const user = buildUser({ role: 'student' });
    const { socket, fetchMock } = renderApp({ route: '/profile', user });
    await screen.findByRole('heading', { name: 'My Profile' });
    const reads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/user')).length;
    await waitFor(() => expect(socket.serverClosedListenerCount()).toBe(1));
    const before = reads();
    act(() => socket.serverClose());
    // Barrier: the sign-in check has been asked again and answered.
    await waitFor(() => expect(reads()).toBe(before + 1));
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(screen.queryByText('Please log in to view your profile.')).not.toBeInTheDocument();
    expect(screen.queryByText('You have been signed out')).not.toBeInTheDocument();
  });
});
