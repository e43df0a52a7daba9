import type { DataExportView, StudentSummary } from '@morah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { createFakeChatApi } from '@/testing/fake-chat-api';
import { createFakeSocket } from '@/testing/fake-socket';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { EXPORT_POLL_MS } from '../hooks/use-data-export';

const dina: StudentSummary = { id: 7, username: 'dina', firstName: 'Dina', lastName: 'Levi', xp: 420, level: 2 };
const exportId = '3f0c1d9e-1111-4222-8333-944455556666';
const building = (progress = 0): DataExportView => ({ id: exportId, childId: 7, status: 'building', progress, sizeBytes: null, createdAt: new Date().toISOString(), expiresAt: null, downloadUrl: null });
const ready = (): DataExportView => ({
  ...building(100),
  status: 'ready',
  sizeBytes: 2048,
  expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  downloadUrl: `/api/privacy/exports/${exportId}/download`,
});

beforeAll(async () => {
  await Promise.all([import('@/app/routes/parent'), import('@/components/layouts/signed-in-layout')]);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The parent dashboard with Dina linked; the latest export is whatever `latest()` says. */
function renderParent(options: { latest: () => DataExportView | null; connected?: boolean; deletions?: () => { status: number; body: unknown } }) {
  const socket = createFakeSocket({ connected: options.connected ?? true });
  let children = [dina];
  const deletion = { id: '9a9a9a9a-1111-4222-8333-944455556666', status: 'pending' as 'pending' | 'done' };
  const rendered = renderApp({
    user: buildUser({ id: 20, role: 'parent' }),
    route: '/parent',
    socket,
    api: {
      ...createFakeChatApi({ threads: [] }).routes,
      'GET /api/parent/children': () => ({ body: { children } }),
      'GET /api/privacy/exports': () => ({ body: { export: options.latest() } }),
      'POST /api/privacy/exports': { status: 202, body: { export: building() } },
      'POST /api/privacy/deletions': options.deletions ?? (() => ({ status: 202, body: { deletion } })),
      [`GET /api/privacy/deletions/${deletion.id}`]: () => ({ body: { deletion } }),
    },
  });
  const finishDeletion = () => {
    children = [];
    deletion.status = 'done';
  };
  return { ...rendered, deletion, finishDeletion };
}

const dinasData = async () => screen.findByRole('group', { name: "Dina's data" });

describe("a child's data on the parent dashboard", () => {
  it('downloads the data: the export starts, its progress is shown live, then a link that works for a limited time', async () => {
    const user = userEvent.setup();
    let latest: DataExportView | null = null;
    const { socket, fetchMock } = renderParent({ latest: () => latest });
    const group = await dinasData();
    await user.click(within(group).getByRole('button', { name: 'Download data' }));
    latest = building();
    expect(sentBodies(fetchMock, 'POST /api/privacy/exports')).toEqual([{ childId: 7 }]);

    await waitFor(() => expect(socket.listenerCount('privacy:export-progress')).toBeGreaterThan(0));
    act(() => socket.serverEmit('privacy:export-progress', { exportId, childId: 7, status: 'building', progress: 47 }));
    const bar = await within(group).findByRole('progressbar', { name: "Gathering Dina's data: 47%" });
    expect(bar).toHaveAttribute('aria-valuenow', '47');
    // Another child's export says nothing here.
    act(() => socket.serverEmit('privacy:export-progress', { exportId: 'other', childId: 8, status: 'building', progress: 90 }));
    expect(bar).toHaveAttribute('aria-valuenow', '47');

    latest = ready();
    act(() => socket.serverEmit('privacy:export-progress', { exportId, childId: 7, status: 'ready', progress: 100 }));
    const link = await within(group).findByRole('link', { name: "Download Dina's data (zip)" });
    expect(link).toHaveAttribute('href', `/api/privacy/exports/${exportId}/download`);
    expect(link).toHaveAttribute('download');
    expect(group).toHaveTextContent(/This link works until .+\. Then it is deleted\./);
    expect(within(group).getByRole('button', { name: 'Make a new download' })).toBeInTheDocument();
  });

  it('reads the export every 2 seconds while the socket is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let latest: DataExportView | null = building(10);
    const { fetchMock } = renderParent({ latest: () => latest, connected: false });
    const group = await dinasData();
    await within(group).findByRole('progressbar', { name: "Gathering Dina's data: 10%" });
    const reads = () => sentBodies(fetchMock, 'GET /api/privacy/exports').length;
    const before = reads();
    latest = ready();
    await act(() => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS - 1));
    expect(reads()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await within(group).findByRole('link', { name: "Download Dina's data (zip)" })).toBeInTheDocument();
  });

  it('ignores a malformed export notice', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let latest: DataExportView | null = building(10);
    const { socket, fetchMock } = renderParent({ latest: () => latest });
    const group = await dinasData();
    await within(group).findByRole('progressbar', { name: "Gathering Dina's data: 10%" });
    await waitFor(() => expect(socket.listenerCount('privacy:export-progress')).toBeGreaterThan(0));
    const reads = () => sentBodies(fetchMock, 'GET /api/privacy/exports').length;
    const before = reads();
    latest = ready();
    act(() => {
      socket.serverEmit('privacy:export-progress', { exportId, childId: 7, status: 'building', progress: '80' } as never);
      socket.serverEmit('privacy:export-progress', { exportId, childId: 7, status: 'ready' } as never);
      socket.serverEmit('privacy:export-progress', { exportId, childId: '7', status: 'failed', progress: 0 } as never);
      // A barrier: a good notice sent after them must be what the bar shows.
      socket.serverEmit('privacy:export-progress', { exportId, childId: 7, status: 'building', progress: 47 });
    });
    const bar = await within(group).findByRole('progressbar', { name: "Gathering Dina's data: 47%" });
    expect(bar).toHaveAttribute('aria-valuenow', '47');
    // Not read again: no link yet.
    expect(reads()).toBe(before);
    expect(within(group).queryByRole('link', { name: "Download Dina's data (zip)" })).not.toBeInTheDocument();

    act(() => socket.serverEmit('privacy:export-progress', { exportId, childId: 7, status: 'ready', progress: 100 }));
    expect(await within(group).findByRole('link', { name: "Download Dina's data (zip)" })).toBeInTheDocument();
  });

  it('ignores a malformed deletion notice', async () => {
    const user = userEvent.setup();
    const { socket, deletion, finishDeletion } = renderParent({ latest: () => null });
    const group = await dinasData();
    await user.click(within(group).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Dina's account?" });
    await user.type(within(dialog).getByLabelText('Your password'), 'my-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account forever' }));
    expect(await screen.findByRole('dialog', { name: "Deleting Dina's account..." })).toBeInTheDocument();
    await waitFor(() => expect(socket.listenerCount('privacy:deletion-done')).toBeGreaterThan(0));

    act(() => {
      socket.serverEmit('privacy:deletion-done', undefined as never);
      socket.serverEmit('privacy:deletion-done', { deletionId: 42 } as never);
    });
    expect(screen.getByRole('dialog', { name: "Deleting Dina's account..." })).toBeInTheDocument();

    finishDeletion();
    act(() => socket.serverEmit('privacy:deletion-done', { deletionId: deletion.id }));
    expect(await screen.findByRole('dialog', { name: "Dina's account is deleted" })).toBeInTheDocument();
  });

  it('deletes the account after the parent\u2019s password, says what goes and that it cannot be undone, then shows it done', async () => {
    const user = userEvent.setup();
    let wrongOnce = true;
    const { socket, fetchMock, deletion, finishDeletion } = renderParent({
      latest: () => null,
      deletions: () => {
        if (wrongOnce) {
          wrongOnce = false;
          return { status: 400, body: { error: { code: 'validation_failed', message: 'That password is not right.', details: [{ path: ['password'], message: 'That password is not right.' }] } } };
        }
        return { status: 202, body: { deletion } };
      },
    });
    const group = await dinasData();
    await user.click(within(group).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Dina's account?" });
    expect(dialog).toHaveTextContent('every conversation with Morah AI');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveFocus();

    // Nothing typed: asked for, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Delete account forever' }));
    expect(await within(dialog).findByText('Please type your password.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/privacy/deletions')).toEqual([]);

    await user.type(password, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account forever' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'my-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account forever' }));
    expect(await screen.findByRole('dialog', { name: "Deleting Dina's account..." })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/privacy/deletions')).toEqual([
      { childId: 7, password: 'not-it' },
      { childId: 7, password: 'my-secret' },
    ]);

    finishDeletion();
    await waitFor(() => expect(socket.listenerCount('privacy:deletion-done')).toBeGreaterThan(0));
    act(() => socket.serverEmit('privacy:deletion-done', { deletionId: deletion.id }));
    const done = await screen.findByRole('dialog', { name: "Dina's account is deleted" });
    expect(done).toHaveTextContent("Dina Levi's account and everything Morah kept about them are gone.");
    // Closed, the dashboard reads its children again: Dina is gone.
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(/No children here yet/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links to the privacy page', async () => {
    renderParent({ latest: () => null });
    await dinasData();
    expect(screen.getByRole('link', { name: /Your children's privacy/ })).toHaveAttribute('href', '/privacy');
  });
});
