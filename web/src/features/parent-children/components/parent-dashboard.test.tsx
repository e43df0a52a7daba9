import type { StudentSummary } from '@morah/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const dina: StudentSummary = { id: 7, username: 'dina', firstName: 'Dina', lastName: 'Levi', xp: 420, level: 2 };

describe('parent dashboard', () => {
  it('shows an empty state, then links a child by code', async () => {
    const user = userEvent.setup();
    let children: StudentSummary[] = [];
    const { fetchMock } = renderApp({
      user: buildUser({ role: 'parent' }),
      route: '/parent',
      api: {
        'GET /api/parent/children': () => ({ body: { children } }),
        'POST /api/parent/links': () => {
          children = [dina];
          return { body: { child: dina } };
        },
      },
    });
    expect(await screen.findByText(/No children here yet/)).toBeInTheDocument();
    expect(screen.getByText('Your child finds this code on their Profile page')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Link code'), 'lnk2-3456');
    await user.click(screen.getByRole('button', { name: 'Link Child' }));

    expect(await screen.findByText('Dina Levi')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/parent/links')).toEqual([{ linkCode: 'LNK23456' }]);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getByRole('status')).toHaveTextContent('Child linked!');
  });

  it('shows a wrong link code in an alert', async () => {
    const user = userEvent.setup();
    renderApp({
      user: buildUser({ role: 'parent' }),
      route: '/parent',
      api: {
        'GET /api/parent/children': { body: { children: [] } },
        'POST /api/parent/links': { status: 400, body: { error: { code: 'invalid_link_code', message: 'We could not find a child with that code.' } } },
      },
    });
    await user.type(await screen.findByLabelText('Link code'), 'ZZZZ9999');
    await user.click(screen.getByRole('button', { name: 'Link Child' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find a child with that code.');
  });

  it('creates a child account', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      user: buildUser({ role: 'parent' }),
      route: '/parent',
      api: {
        'GET /api/parent/children': { body: { children: [] } },
        'POST /api/parent/children': { status: 201, body: { child: dina } },
      },
    });
    await user.type(await screen.findByLabelText("Child's first name"), 'Dina');
    await user.type(screen.getByLabelText("Child's last name"), 'Levi');
    await user.type(screen.getByLabelText('Username for your child'), 'dina');
    await user.type(screen.getByLabelText('Password for your child'), 'dina-secret');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByRole('status')).toHaveTextContent('Account created!');
    expect(sentBodies(fetchMock, 'POST /api/parent/children')).toEqual([
      { username: 'dina', password: 'dina-secret', firstName: 'Dina', lastName: 'Levi' },
    ]);
  });
});
