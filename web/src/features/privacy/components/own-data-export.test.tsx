import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

beforeAll(async () => {
  await Promise.all([import('@/app/routes/profile'), import('@/components/layouts/signed-in-layout')]);
});

describe('a student\u2019s own data on the profile', () => {
  it('lets a student download their own data', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      user: buildUser({ id: 12, role: 'student' }),
      route: '/profile',
      api: {
        'GET /api/users/12/badges': { body: { badges: [] } },
        'GET /api/privacy/exports': { body: { export: null } },
        'POST /api/privacy/exports': {
          status: 202,
          body: { export: { id: '3f0c1d9e-1111-4222-8333-944455556666', childId: 12, status: 'building', progress: 0, sizeBytes: null, createdAt: new Date().toISOString(), expiresAt: null, downloadUrl: null } },
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'My data' });
    await user.click(within(card).getByRole('button', { name: 'Download data' }));
    expect(await within(card).findByRole('progressbar', { name: 'Gathering my data: 0%' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/privacy/exports')).toEqual([{ childId: 12 }]);
    expect(within(card).getByRole('link', { name: 'How Morah keeps your data' })).toHaveAttribute('href', '/privacy');
  });

  it('is not offered to a parent or a teacher on their profile', async () => {
    renderApp({ user: buildUser({ id: 20, role: 'parent' }), route: '/profile', api: { 'GET /api/users/20/badges': { body: { badges: [] } } } });
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(screen.queryByRole('region', { name: 'My data' })).not.toBeInTheDocument();
  });
});
