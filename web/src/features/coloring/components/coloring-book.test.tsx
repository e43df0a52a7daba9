import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const student = buildUser({ id: 7, firstName: 'Tova' });

describe('the coloring book', () => {
  // The routes are lazy chunks: load them once here, so a busy machine spends that time in the hook, not in a findBy.
  beforeAll(async () => {
    await Promise.all([import('@/app/routes/coloring'), import('@/components/layouts/signed-in-layout')]);
  });

  it('colors a part of a letter, saves it and shows the new drawing in My Gallery', async () => {
    let saved: { id: number; letter: string; svgData: string; colors: Record<string, string>; createdAt: string }[] = [];
    const { fetchMock } = renderApp({
      user: student,
      route: '/coloring',
      api: {
        'GET /api/coloring/7': () => ({ body: { artwork: saved } }),
        'POST /api/coloring': ({ body }) => {
          const b = body as { letter: string; svgData: string; colors: Record<string, string> };
          saved = [{ id: 1, ...b, createdAt: '2026-11-23T10:00:00.000Z' }];
          return { status: 201, body: { artwork: saved[0], xpAwarded: 10, xp: 10, level: 1 } };
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No drawings yet. Color a letter and press Save to keep it here!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hey' }));
    await user.click(screen.getByRole('button', { name: 'Green' }));
    const second = screen.getByRole('button', { name: 'Color part 2 of 2 of Hey Green' });
    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('fill', '#43a047');
    expect(screen.getByRole('button', { name: 'Color part 1 of 2 of Hey Green' })).toHaveAttribute('fill', '#ffffff');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Artwork saved!')).toBeInTheDocument();
    expect(screen.getByText('You earned 10 XP for your creativity!')).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, 'POST /api/coloring') as { letter: string; svgData: string; colors: object }[];
    expect(body?.letter).toBe('hey');
    expect(body?.colors).toEqual({ 'hey-2': '#43a047' });
    expect(body?.svgData).toContain('<path id="hey-2"');

    const gallery = screen.getByRole('region', { name: 'My Gallery' });
    await waitFor(() => expect(within(gallery).getByRole('img', { name: /Hey, colored on/ })).toBeInTheDocument());
  });

  it('undoes the last step on the current letter and clears every letter', async () => {
    renderApp({ user: student, route: '/coloring', api: { 'GET /api/coloring/7': { body: { artwork: [] } } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Color whole letter' }));
    const alef = screen.getByRole('button', { name: 'Color Alef Red' });
    expect(alef).toHaveAttribute('fill', '#e53935');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(alef).toHaveAttribute('fill', '#ffffff');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(alef);
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await user.click(screen.getByRole('button', { name: 'Color Bet Red' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Color Bet Red' })).toHaveAttribute('fill', '#ffffff');
    await user.click(screen.getByRole('button', { name: 'Alef' }));
    expect(screen.getByRole('button', { name: 'Color Alef Red' })).toHaveAttribute('fill', '#ffffff');
  });

  it('lets a visitor color and invites them to log in to save', async () => {
    renderApp({ user: null, route: '/coloring' });
    expect(await screen.findByRole('link', { name: 'Log in to save' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Color Alef Red' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /Brush size/ })).toHaveAttribute('max', '20');
  });

  it('shows which tool is on: Fill or Brush, one at a time', async () => {
    const user = userEvent.setup();
    renderApp({ user: null, route: '/coloring' });
    const tools = await screen.findByRole('group', { name: 'Tool' });
    const fill = within(tools).getByRole('button', { name: 'Fill' });
    const brush = within(tools).getByRole('button', { name: 'Brush' });
    expect(fill).toHaveAttribute('aria-pressed', 'true');
    expect(brush).toHaveAttribute('aria-pressed', 'false');
    await user.click(brush);
    expect(brush).toHaveAttribute('aria-pressed', 'true');
    expect(fill).toHaveAttribute('aria-pressed', 'false');
  });
});
