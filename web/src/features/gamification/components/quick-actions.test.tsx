import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { linksToMissingPages } from '@/testing/core-routes-only';
import { renderApp } from '@/testing/render-app';
import { buildDashboard } from '../testing/gamification-fixtures';

vi.mock('@/config/available-routes', () => import('@/testing/core-routes-only'));

describe('Quick Actions while their pages are still to come', () => {
  it('keeps the Daily Check-in and links to no page that does not exist yet', async () => {
    renderApp({ user: buildUser({ role: 'student' }), route: '/gamification', api: { 'GET /api/gamification/dashboard': { body: buildDashboard() } } });
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('button', { name: /Daily Check-in/ })).toBeInTheDocument();
    expect(within(actions).queryByRole('link')).not.toBeInTheDocument();
    expect(linksToMissingPages()).toEqual([]);
  });
});
