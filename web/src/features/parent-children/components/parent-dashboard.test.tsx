import type { StudentSummary } from '@morah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { buildMessage, buildThread, createFakeChatApi } from '@/testing/fake-chat-api';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const dina: StudentSummary = { id: 7, username: 'dina', firstName: 'Dina', lastName: 'Levi', xp: 420, level: 2 };
/** No conversations yet. */
const noChats = () => createFakeChatApi({ threads: [] }).routes;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

// The pages are lazy chunks: load them once here, so a busy machine spends that time in the hook, not in a findBy.
beforeAll(async () => {
  await Promise.all([import('@/app/routes/parent'), import('@/app/routes/home'), import('@/components/layouts/signed-in-layout')]);
});

describe('parent dashboard', () => {
  it('shows an empty state, then links a child by code', async () => {
    const user = userEvent.setup();
    let children: StudentSummary[] = [];
    const { fetchMock } = renderApp({
      user: buildUser({ role: 'parent' }),
      route: '/parent',
      api: {
        ...noChats(),
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
        ...noChats(),
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
        ...noChats(),
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

describe('parent dashboard: conversations', () => {
  const conversations = () => screen.getByRole('region', { name: 'Conversations' });
  const row = (name: RegExp) => within(conversations()).getByRole('listitem', { name });

  it("lists the children's conversations, live, and opens one to read without writing", async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi({
      threads: [
        buildThread({ id: 1, studentName: 'Dina Levi', title: 'Letters', updatedAt: minutesAgo(5), lastMessage: { senderType: 'ai', preview: 'Bet says B.', createdAt: minutesAgo(5) } }),
        buildThread({ id: 2, studentId: 8, studentName: 'Avi Levi', title: 'A hard day', flagged: true, updatedAt: minutesAgo(30) }),
      ],
      messages: [buildMessage({ threadId: 1, version: 2, content: 'What is Purim?' })],
    });
    const { socket } = renderApp({
      user: buildUser({ id: 20, role: 'parent' }),
      route: '/parent',
      api: { ...chat.routes, 'GET /api/parent/children': { body: { children: [dina] } } },
    });

    const section = await screen.findByRole('region', { name: 'Conversations' });
    await within(section).findByText('Dina Levi');
    expect(within(section).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Avi Levi: A hard day', 'Dina Levi: Letters']);
    expect(row(/Dina Levi/)).toHaveTextContent('Morah AI: Bet says B.');
    expect(row(/Dina Levi/)).toHaveTextContent('Updated 5 min ago');
    expect(row(/Dina Levi/)).not.toHaveTextContent('Flagged for care');
    expect(row(/Avi Levi/)).toHaveTextContent('Flagged for care');
    expect(row(/Avi Levi/)).toHaveTextContent('No messages yet');

    // Live: a new conversation appears without a reload.
    await waitFor(() => expect(socket.listenerCount('chat:thread-updated')).toBeGreaterThan(0));
    act(() => socket.serverEmit('chat:thread-updated', buildThread({ id: 3, studentName: 'Dina Levi', title: 'Pesach', version: 2, updatedAt: new Date().toISOString() })));
    expect(await within(section).findByText('Pesach')).toBeInTheDocument();

    await user.click(within(row(/Dina Levi: Letters/)).getByRole('button', { name: /^Read/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Letters' });
    expect(await within(dialog).findByText('What is Purim?')).toBeInTheDocument();
    expect(within(dialog).getByText('You can read this conversation. Only your child and their teachers can write here.')).toBeInTheDocument();
    expect(within(dialog).getByText('with Dina Levi')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there are no conversations yet', async () => {
    renderApp({
      user: buildUser({ role: 'parent' }),
      route: '/parent',
      api: { ...noChats(), 'GET /api/parent/children': { body: { children: [dina] } } },
    });
    const section = await screen.findByRole('region', { name: 'Conversations' });
    expect(await within(section).findByText('No conversations yet. When your children chat with Morah AI, you can read their conversations here.')).toBeInTheDocument();
  });
});
