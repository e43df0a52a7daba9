import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  it("shows the server's message when the password is wrong", async () => {
    renderApp({
      route: '/login',
      api: {
        'POST /api/auth/login': {
          status: 401,
          body: { error: { code: 'invalid_credentials', message: 'That username and password do not match.' } },
        },
      },
    });
    await fillAndSubmit('miriam', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('That username and password do not match.');
  });

  it('says when to try again after too many tries', async () => {
    renderApp({
      route: '/login',
      api: {
        'POST /api/auth/login': {
          status: 429,
          body: { error: { code: 'rate_limited', message: 'Too many tries. Please wait 5 minutes and try again.' } },
        },
      },
    });
    await fillAndSubmit('miriam', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Please wait 5 minutes and try again.');
  });

  it('signs in and goes home', async () => {
    const student = buildUser({ firstName: 'Eli' });
    const { fetchMock } = renderApp({ route: '/login', api: { 'POST /api/auth/login': { body: { user: student } } } });
    await fillAndSubmit('Eli.K', 'secret-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shalom, Eli!' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/login')).toEqual([{ username: 'eli.k', password: 'secret-password' }]);
  });

  it('links to registration', async () => {
    renderApp({ route: '/login' });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});
