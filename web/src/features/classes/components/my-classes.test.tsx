import type { ClassInfo } from '@morah/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const aleph: ClassInfo = {
  id: 1,
  name: 'Aleph Class',
  joinCode: 'ABCD2345',
  createdAt: '2026-11-22T09:00:00.000Z',
  students: [{ id: 7, username: 'dina', firstName: 'Dina', lastName: 'Levi', xp: 420, level: 2 }],
};
const bet: ClassInfo = { id: 2, name: 'Bet Class', joinCode: 'WXYZ6789', createdAt: '2026-11-22T10:00:00.000Z', students: [] };

/** The teacher dashboard also lists chats and today's figures; these tests give it none. */
const noThreads = {
  'GET /api/chat/threads': { body: { threads: [] } },
  'GET /api/chat/stats': { body: { stats: { activeStudents: 0, messages: 0, questions: 0, activeChats: 0, flaggedChats: 0, badgesEarned: 0 } } },
};

describe('my classes on the teacher dashboard', () => {
  it('lists classes with their code and students, or an empty state', async () => {
    renderApp({ user: buildUser({ role: 'teacher' }), route: '/teacher', api: { ...noThreads, 'GET /api/classes': { body: { classes: [aleph, bet] } } } });
    const alephCard = await screen.findByRole('region', { name: 'Aleph Class' });
    expect(alephCard).toHaveTextContent('Class code: ABCD2345');
    expect(within(alephCard).getByRole('button', { name: 'Copy class code ABCD2345' })).toBeInTheDocument();
    const row = within(alephCard).getByRole('row', { name: /Dina/ });
    expect(row).toHaveTextContent('DinaLevi2420');

    const betCard = screen.getByRole('region', { name: 'Bet Class' });
    expect(betCard).toHaveTextContent('No students yet. Share the class code so they can join.');
  });

  it('creates a class', async () => {
    const user = userEvent.setup();
    let classes: ClassInfo[] = [];
    const { fetchMock } = renderApp({
      user: buildUser({ role: 'teacher' }),
      route: '/teacher',
      api: {
        ...noThreads,
        'GET /api/classes': () => ({ body: { classes } }),
        'POST /api/classes': () => {
          classes = [bet];
          return { status: 201, body: { class: bet } };
        },
      },
    });
    expect(await screen.findByText('You have no classes yet. Create your first class above.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New class name'), 'Bet Class');
    await user.click(screen.getByRole('button', { name: 'Create Class' }));
    expect(await screen.findByRole('region', { name: 'Bet Class' })).toHaveTextContent('Class code: WXYZ6789');
    expect(sentBodies(fetchMock, 'POST /api/classes')).toEqual([{ name: 'Bet Class' }]);
  });

  it('shows an error state when the classes cannot load', async () => {
    renderApp({
      user: buildUser({ role: 'teacher' }),
      route: '/teacher',
      api: { ...noThreads, 'GET /api/classes': { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side.' } } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('removing a student from a class', () => {
  it('asks first, says the child keeps their data, then takes the student out of the list', async () => {
    const user = userEvent.setup();
    let classes: ClassInfo[] = [aleph];
    const removed: string[] = [];
    renderApp({
      user: buildUser({ role: 'teacher' }),
      route: '/teacher',
      api: {
        ...noThreads,
        'GET /api/classes': () => ({ body: { classes } }),
        'DELETE /api/classes/1/students/7': ({ url }) => {
          removed.push(new URL(url, 'http://localhost').pathname);
          classes = [{ ...aleph, students: [] }];
          return { body: { removed: true } };
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Aleph Class' });
    await user.click(within(card).getByRole('button', { name: 'Remove Dina Levi from Aleph Class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dina Levi from Aleph Class?' });
    expect(dialog).toHaveTextContent('Dina keeps everything they learned');

    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removed).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Remove Dina Levi from Aleph Class' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from class' }));
    expect(await within(card).findByText('No students yet. Share the class code so they can join.')).toBeInTheDocument();
    expect(removed).toEqual(['/api/classes/1/students/7']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
