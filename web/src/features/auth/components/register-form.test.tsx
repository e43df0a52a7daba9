import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'noa_k');
  await user.type(screen.getByLabelText('Password'), 'shalom-shalom');
  await user.type(screen.getByLabelText('First name'), 'Noa');
  await user.type(screen.getByLabelText('Last name'), 'Katz');
}

describe('registration page', () => {
  it('offers the three roles as large choices', async () => {
    renderApp({ route: '/register' });
    expect(await screen.findByRole('radio', { name: /I'm a Student/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /I'm a Teacher/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /I'm a Parent/ })).toBeInTheDocument();
  });

  it('requires a class code from a student before calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({ route: '/register' });
    await user.click(await screen.findByRole('radio', { name: /I'm a Student/ }));
    expect(screen.getByText('Ask your teacher for your class code')).toBeInTheDocument();
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));

    const classCode = screen.getByLabelText('Class code');
    expect(classCode).toHaveAttribute('aria-invalid', 'true');
    expect(classCode).toHaveAccessibleDescription(/Please type your class code\./);
    expect(classCode).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([]);
  });

  it('refuses a common password or one of only spaces beside the field, before calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({ route: '/register' });
    await user.click(await screen.findByRole('radio', { name: /I'm a Parent/ }));
    await fillCommon(user);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/Three or four words you like, put together, are strong and easy to remember\./);
    for (const [typed, said] of [
      ['12345678', /too easy to guess\. Add a few more words/],
      ['torah123', /too easy to guess\. Add a few more words/],
      ['        ', /not only spaces/],
    ] as const) {
      await user.clear(password);
      await user.type(password, typed);
      await user.click(screen.getByRole('button', { name: 'Create My Account' }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(password).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([]);
  });

  it("holds a student to the child's rule, and says it in a child's words", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({ route: '/register' });
    await user.click(await screen.findByRole('radio', { name: /I'm a Student/ }));
    await fillCommon(user);
    await user.type(screen.getByLabelText('Class code'), 'ABC123');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/Three words you like, put together, are easy to remember\./);
    await user.clear(password);
    await user.type(password, 'shabbat1');
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));
    expect(await screen.findByText('That password is too easy to guess. Try three words you like, put together (not your name).')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([]);
  });

  it('does not ask a teacher for a class code', async () => {
    const user = userEvent.setup();
    const teacher = buildUser({ role: 'teacher' });
    const { fetchMock } = renderApp({
      route: '/register',
      api: { 'POST /api/auth/register': { status: 201, body: { user: teacher } }, 'GET /api/classes': { body: { classes: [] } } },
    });
    await user.click(await screen.findByRole('radio', { name: /I'm a Teacher/ }));
    expect(screen.queryByLabelText('Class code')).not.toBeInTheDocument();
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([
      { username: 'noa_k', password: 'shalom-shalom', firstName: 'Noa', lastName: 'Katz', role: 'teacher' },
    ]);
  });

  it('shows an unknown class code in an alert', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/register',
      api: {
        'POST /api/auth/register': {
          status: 400,
          body: {
            error: {
              code: 'invalid_class_code',
              message: 'We could not find a class with that code.',
              details: [{ path: ['classCode'], message: 'We could not find a class with that code.' }],
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /I'm a Student/ }));
    await fillCommon(user);
    await user.type(screen.getByLabelText('Class code'), 'abcd-2345');
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find a class with that code.');
  });

  it("shows the server's field errors beside the fields", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/register',
      api: {
        'POST /api/auth/register': {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'Some fields need fixing.',
              details: [{ path: ['username'], message: 'Someone already has that username. Try another one.' }],
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /I'm a Parent/ }));
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));
    expect(await screen.findByLabelText('Username')).toHaveAccessibleDescription(/Someone already has that username/);
  });

  it('shows a taken username in an alert', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/register',
      api: {
        'POST /api/auth/register': { status: 409, body: { error: { code: 'username_taken', message: 'That username is taken. Please pick another.' } } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /I'm a Parent/ }));
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken. Please pick another.');
  });
});
