import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import type { MockReply } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

describe('routes', () => {
  it('shows the landing page at / when signed out', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The AI Torah Tutor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '/showcase');
    expect(screen.getByText('Morah is free software under the GPL-2.0-or-later.')).toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown path when signed out', async () => {
    renderApp({ route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('treats signed-in pages as unknown when signed out', async () => {
    renderApp({ route: '/teacher' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor of /profile to log in', async () => {
    renderApp({ route: '/profile' });
    expect(await screen.findByText('Please log in to view your profile.')).toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown path when signed in', async () => {
    renderApp({ user: buildUser(), route: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('gives a student the Student Dashboard at /', async () => {
    renderApp({ user: buildUser({ role: 'student', firstName: 'Noa' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shalom, Noa!' })).toBeInTheDocument();
    expect(screen.getByText('Student Dashboard')).toBeInTheDocument();
  });

  it('sends a teacher from / to the Teacher Dashboard', async () => {
    renderApp({ user: buildUser({ role: 'teacher' }), api: { 'GET /api/classes': { body: { classes: [] } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeInTheDocument();
  });

  it('sends a parent from / to the Parent Dashboard', async () => {
    renderApp({ user: buildUser({ role: 'parent' }), api: { 'GET /api/parent/children': { body: { children: [] } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parent Dashboard' })).toBeInTheDocument();
  });

  it('redirects /login and /register to / when signed in', async () => {
    renderApp({ user: buildUser({ firstName: 'Avi' }), route: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shalom, Avi!' })).toBeInTheDocument();
  });

  it.each([
    ['student', '/teacher', 'Shalom, Noa!'],
    ['student', '/parent', 'Shalom, Noa!'],
    ['parent', '/teacher', 'Parent Dashboard'],
    ['parent', '/student', 'Parent Dashboard'],
    ['teacher', '/parent', 'Teacher Dashboard'],
    ['teacher', '/student', 'Teacher Dashboard'],
  ] as const)("sends a %s who opens %s to their own home, with no other role's errors", async (role, route, home) => {
    const { fetchMock } = renderApp({
      user: buildUser({ role, firstName: 'Noa' }),
      route,
      api: { 'GET /api/classes': { body: { classes: [] } }, 'GET /api/parent/children': { body: { children: [] } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: home })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing of the other dashboard was asked for.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    if (role !== 'teacher') expect(asked.filter((url) => url.startsWith('/api/chat/stats'))).toEqual([]);
  });

  it('paints the landing page while the sign-in check is still on its way, then switches to the signed-in home', async () => {
    let answer: (reply: MockReply) => void = () => {};
    renderApp({ route: '/', api: { 'GET /api/auth/user': () => new Promise<MockReply>((resolve) => (answer = resolve)) } });
    // The check has not answered: the visitor already has the landing page, and no 'Loading...'.
    expect(await screen.findByRole('heading', { level: 1, name: 'The AI Torah Tutor' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    answer({ body: { user: buildUser({ role: 'student', firstName: 'Avi' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shalom, Avi!' })).toBeInTheDocument();
  });
});
