import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { buildThread, createFakeChatApi } from '@/testing/fake-chat-api';
import { buildFlag, buildNotice, createFakeSafetyApi } from '@/testing/fake-safety-api';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

beforeAll(async () => {
  await Promise.all([import('@/app/routes/teacher'), import('@/app/routes/parent'), import('@/app/routes/home'), import('@/components/layouts/signed-in-layout'), import('./safety-notices-banner')]);
});

const banner = () => screen.findByRole('region', { name: /notices? for you$/ });
const handledAt = new Date();
handledAt.setHours(10, 42, 0, 0);

describe("a grown-up's safety notices", () => {
  it('stay at the top of every page a teacher sees, across reloads, until opened; opening one goes to the flag in Needs care', async () => {
    const user = userEvent.setup();
    const safety = createFakeSafetyApi({ flags: [buildFlag({ messageId: 'm-flag' })], notices: [buildNotice({ id: 11 })] });
    const api = { ...createFakeChatApi({ threads: [] }).routes, 'GET /api/classes': { body: { classes: [] } }, ...safety.routes };
    const first = renderApp({ user: buildUser({ role: 'teacher' }), route: '/badges', api });
    expect(await within(await banner()).findByText('Dina Levi needs care')).toBeInTheDocument();
    first.unmount();

    // A reload: the server still holds it unopened.
    const { fetchMock } = renderApp({ user: buildUser({ role: 'teacher' }), route: '/', api });
    const region = await banner();
    expect(region).toHaveTextContent('A message was flagged (Urgent: Being hurt). It is waiting in Needs care.');
    expect(region).not.toHaveTextContent('my dad');
    await user.click(within(region).getByRole('button', { name: 'Open: Dina Levi needs care' }));

    const card = await screen.findByRole('listitem', { name: 'Dina Levi, Urgent' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(sentBodies(fetchMock, 'POST /api/notices/11/open')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: /notices? for you$/ })).not.toBeInTheDocument());
  });

  it("hides a teacher's notice once the flag was handled, and arrives live", async () => {
    const safety = createFakeSafetyApi({ notices: [buildNotice({ id: 1, handled: { byName: 'Miriam Levi', at: handledAt.toISOString(), note: 'Done.' } })] });
    const { socket } = renderApp({ user: buildUser({ role: 'teacher' }), route: '/badges', api: { ...createFakeChatApi({ threads: [] }).routes, ...safety.routes } });
    await waitFor(() => expect(socket.listenerCount('notice:new')).toBeGreaterThan(1));
    expect(screen.queryByRole('region', { name: /notices? for you$/ })).not.toBeInTheDocument();

    const fresh = buildNotice({ id: 2, data: { messageId: 'm2', studentName: 'Avi Cohen', severity: 'high', categories: ['stranger'] } });
    safety.addNotice(fresh);
    act(() => socket.serverEmit('notice:new', fresh));
    const region = await banner();
    expect(await within(region).findByText('Avi Cohen needs care')).toBeInTheDocument();
    // The handled one, read with it, is not there.
    expect(region).not.toHaveTextContent('Dina Levi');
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  });

  it('tell a parent that their child’s teacher knows, then who handled it, when, and the note; opening one opens the conversation', async () => {
    const user = userEvent.setup();
    const handled = { byName: 'Rivka Cohen', at: handledAt.toISOString(), note: 'We talked after class, and all is well.' };
    const safety = createFakeSafetyApi({ flags: [buildFlag({ messageId: 'm-flag', threadId: 5, handled })], notices: [buildNotice({ id: 7, data: { threadId: 5 }, handled })] });
    const chat = createFakeChatApi({ threads: [buildThread({ id: 5, studentName: 'Dina Levi', title: 'A hard day' })] });
    renderApp({ user: buildUser({ role: 'parent' }), route: '/', api: { ...chat.routes, ...safety.routes, 'GET /api/parent/children': { body: { children: [] } } } });

    const region = await banner();
    expect(region).toHaveTextContent("Rivka Cohen looked after Dina's message");
    expect(region).toHaveTextContent('Handled by Rivka Cohen, today 10:42.');
    expect(region).toHaveTextContent('“We talked after class, and all is well.”');
    await user.click(within(region).getByRole('button', { name: "Open: Rivka Cohen looked after Dina's message" }));

    // The parent dashboard, the conversation open, and under it in the list how it was looked after.
    const chatWindow = await screen.findByRole('dialog', { name: 'A hard day' });
    await user.click(within(chatWindow).getByRole('button', { name: 'Close chat' }));
    const row = await screen.findByRole('listitem', { name: 'Dina Levi: A hard day' });
    expect(await within(row).findByText('Handled by Rivka Cohen, today 10:42')).toBeInTheDocument();
    expect(row).toHaveTextContent('“We talked after class, and all is well.”');
  });
});
