import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { buildMessage, buildThread, createFakeChatApi } from '@/testing/fake-chat-api';
import { createFakeSocket } from '@/testing/fake-socket';
import { sentBodies, type MockReply } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { MESSAGE_POLL_MS } from '../api/chat-keys';
import { ChatWindow } from './chat-window';

const student = () => buildUser({ id: 7, role: 'student', firstName: 'Dina' });

function renderChat(options: { chat?: ReturnType<typeof createFakeChatApi>; user?: ReturnType<typeof buildUser>; connected?: boolean; onClose?: () => void } = {}) {
  const chat = options.chat ?? createFakeChatApi();
  const socket = createFakeSocket({ connected: options.connected ?? true });
  const onClose = options.onClose ?? vi.fn();
  const view = renderApp({ user: options.user ?? student(), api: chat.routes, socket, ui: <ChatWindow threadId={1} onClose={onClose} /> });
  return { ...view, chat, onClose };
}

const input = () => screen.getByRole('textbox', { name: 'Message to Morah AI' });
const log = () => screen.getByRole('log', { name: 'Conversation' });
const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' });

afterEach(() => {
  vi.useRealTimers();
});

/** Wait until the chat has joined the thread's room and caught up (no polling from then on). */
async function untilWatching(socket: ReturnType<typeof createFakeSocket>) {
  await waitFor(() => expect(socket.requests.some((r) => r.event === 'chat:watch')).toBe(true));
  await waitFor(() => expect(socket.listenerCount('chat:message')).toBeGreaterThan(0));
}

describe('chat window: sending over the live connection', () => {
  it('sends over the socket when it is up, without an HTTP request', async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi();
    const socket = createFakeSocket();
    socket.answer('chat:send', ({ threadId, content }) => ({
      ok: true,
      data: { message: buildMessage({ id: 'm-socket', threadId, version: 5, senderType: 'student', content: content.trim() }), xpAwarded: 5, flagged: false },
    }));
    const { fetchMock } = renderApp({ user: student(), api: chat.routes, socket, ui: <ChatWindow threadId={1} onClose={vi.fn()} /> });
    await screen.findByText(/Shalom! I'm Morah AI/);
    await user.type(input(), 'Shalom Morah{Enter}');
    expect(await within(log()).findByText('Shalom Morah')).toBeInTheDocument();
    expect(socket.requests.filter((r) => r.event === 'chat:send')).toEqual([{ event: 'chat:send', payload: { threadId: 1, content: 'Shalom Morah', clientMessageId: expect.stringMatching(/^[0-9a-f]{32}$/) } }]);
    expect(sentBodies(fetchMock, 'POST /api/chat/threads/1/messages')).toEqual([]);
    expect(await within(toasts()).findByText(/Great question!/)).toBeInTheDocument();
  });

  it("shows the server's words when the socket refuses a send, and does not send it again by HTTP", async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi();
    const socket = createFakeSocket();
    socket.answer('chat:send', () => ({ ok: false, error: { code: 'rate_limited', message: "Whoa, that's a lot of messages! Take a breath and try again in 20 seconds." } }));
    const { fetchMock } = renderApp({ user: student(), api: chat.routes, socket, ui: <ChatWindow threadId={1} onClose={vi.fn()} /> });
    await screen.findByText(/Shalom! I'm Morah AI/);
    await user.type(input(), 'One more{Enter}');
    expect(await within(toasts()).findByText(/Take a breath and try again in 20 seconds/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/chat/threads/1/messages')).toEqual([]);
  });
});

describe('chat window: sending', () => {
  it('sends on Enter, not on Shift+Enter, and clears the box', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderChat();
    await screen.findByText(/Shalom! I'm Morah AI/);

    await user.type(input(), 'Who wrote the Torah?{Shift>}{Enter}{/Shift}');
    expect(sentBodies(fetchMock, 'POST /api/chat/threads/1/messages')).toEqual([]);
    expect(input()).toHaveValue('Who wrote the Torah?\n');

    await user.type(input(), 'Tell me{Enter}');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/chat/threads/1/messages')).toEqual([{ content: 'Who wrote the Torah?\nTell me', clientMessageId: expect.any(String) }]));
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(within(log()).getByText('Tell me')).toBeInTheDocument();
  });

  it('cannot send an empty or blank message', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderChat();
    await screen.findByText(/Shalom! I'm Morah AI/);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(input(), '    {Enter}');
    expect(send).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /api/chat/threads/1/messages')).toEqual([]);

    await user.type(input(), '  Shalom  ');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/chat/threads/1/messages')).toEqual([{ content: 'Shalom', clientMessageId: expect.any(String) }]));
  });

  it('disables sending while a send is on its way', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderChat();
    await screen.findByText(/Shalom! I'm Morah AI/);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') await gate;
      return answer(url, init);
    });

    await user.type(input(), 'What is Sukkot?{Enter}');
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await user.type(input(), '{Enter}');
    for (const chip of within(screen.getByRole('list', { name: /Not sure what to ask/ })).getAllByRole('button')) expect(chip).toBeDisabled();

    await act(async () => release());
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(sentBodies(fetchMock, 'POST /api/chat/threads/1/messages')).toEqual([{ content: 'What is Sukkot?', clientMessageId: expect.any(String) }]);
  });

  it('says kindly that Morah is busy when a send is refused as busy, and keeps the message in the box to send again', async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi();
    const socket = createFakeSocket();
    socket.answer('chat:send', () => ({ ok: false, error: { code: 'busy', message: 'Morah is very busy right now. Please wait a moment and send your message again.' } }));
    renderApp({ user: student(), api: chat.routes, socket, ui: <ChatWindow threadId={1} onClose={vi.fn()} /> });
    await screen.findByText(/Shalom! I'm Morah AI/);
    await user.type(input(), 'What is Sukkot?{Enter}');
    expect(await within(toasts()).findByText('Lots of questions right now!')).toBeInTheDocument();
    expect(within(toasts()).getByText('Morah is very busy right now. Please wait a moment and send your message again.')).toBeInTheDocument();
    expect(input()).toHaveValue('What is Sukkot?');

    // Sent again, it goes with the same id, so Morah keeps it once even if the first did get through.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(socket.requests.filter((r) => r.event === 'chat:send')).toHaveLength(2));
    const [first, again] = socket.requests.filter((r) => r.event === 'chat:send').map((r) => (r.payload as { clientMessageId: string }).clientMessageId);
    expect(again).toBe(first);
  });

  it("says 'Great question!' with the XP earned", async () => {
    const user = userEvent.setup();
    renderChat({ chat: createFakeChatApi({ xpAwarded: 5 }) });
    await screen.findByText(/Shalom! I'm Morah AI/);
    await user.type(input(), 'What is a mitzvah?{Enter}');
    const toast = await within(toasts()).findByRole('status');
    expect(toast).toHaveTextContent('Great question!');
    expect(toast).toHaveTextContent('You earned 5 XP for engaging with the tutor!');
  });

  it('with the socket down, counts the XP the answer says it pays at once (the job that grants it cannot reach this page)', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderChat({ chat: createFakeChatApi({ xpAwarded: 5 }), user: buildUser({ id: 7, role: 'student', firstName: 'Dina', xp: 398, level: 1 }), connected: false });
    await screen.findByText(/Shalom! I'm Morah AI/);
    await user.type(input(), 'What is a mitzvah?{Enter}');
    await within(toasts()).findByText(/Great question!/);
    await waitFor(() => expect(queryClient.getQueryData<{ user: { xp: number; level: number } }>(['/api/auth/user'])?.user).toMatchObject({ xp: 403, level: 2 }));
  });

  it("shows 'Message failed' with the server's message, or 'Please try again'", async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi();
    let reply: MockReply = {
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Whoa, slow down! Morah needs a moment to catch up.' } },
    };
    chat.routes['POST /api/chat/threads/1/messages'] = () => reply;
    renderChat({ chat });
    await screen.findByText(/Shalom! I'm Morah AI/);
    await user.type(input(), 'Hello?{Enter}');
    const toast = await within(toasts()).findByRole('alert');
    expect(toast).toHaveTextContent('Message failed');
    expect(toast).toHaveTextContent('Whoa, slow down! Morah needs a moment to catch up.');
    expect(toast).toHaveClass('toast--destructive');
    expect(input()).toHaveValue('Hello?');

    reply = { status: 502 };
    await user.type(input(), '{Enter}');
    await waitFor(() => expect(within(toasts()).getByRole('alert')).toHaveTextContent('Please try again'));
  });

  it('starts a question from a starter prompt', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderChat();
    const prompts = within(await screen.findByRole('list', { name: /Not sure what to ask/ })).getAllByRole('button');
    expect(prompts).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'What sound does the letter bet make?' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/chat/threads/1/messages')).toEqual([{ content: 'What sound does the letter bet make?', clientMessageId: expect.any(String) }]));
  });

  it('shows a gentle note when the safety screen held a message', async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi();
    chat.routes['POST /api/chat/threads/1/messages'] = () => ({
      status: 201,
      body: { message: chat.add({ content: 'I feel sad' }), xpAwarded: 5, flagged: true },
    });
    renderChat({ chat });
    await screen.findByText(/Shalom! I'm Morah AI/);
    await user.type(input(), 'I feel sad{Enter}');
    expect(await within(log()).findByText('A teacher will look at this with you.')).toBeInTheDocument();
  });
});

describe('chat window: live conversation', () => {
  it('shows streamed text as it arrives, then the finished message in its place, once', async () => {
    const question = buildMessage({ version: 2, content: 'What does Shalom mean?' });
    const chat = createFakeChatApi({ messages: [question] });
    const { socket } = renderChat({ chat });
    await within(log()).findByText('What does Shalom mean?');
    await untilWatching(socket);

    act(() => socket.serverEmit('chat:tutor-typing', { threadId: 1, replyTo: question.id }));
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();
    act(() => {
      socket.serverEmit('chat:tutor-delta', { threadId: 1, replyTo: question.id, delta: 'Shalom means ', offset: 0 });
      socket.serverEmit('chat:tutor-delta', { threadId: 1, replyTo: question.id, delta: 'peace', offset: 13 });
      socket.serverEmit('chat:tutor-delta', { threadId: 1, replyTo: question.id, delta: 'peace', offset: 13 });
    });
    expect(screen.getByTestId('streaming-reply')).toHaveTextContent('Shalom means peace');

    const reply = chat.add({ senderType: 'ai', content: 'Shalom means peace, hello and goodbye.', replyTo: question.id });
    act(() => socket.serverEmit('chat:message', reply));
    expect(screen.queryByTestId('streaming-reply')).not.toBeInTheDocument();
    expect(within(log()).getAllByText('Shalom means peace, hello and goodbye.')).toHaveLength(1);

    // A late, dropped-then-delivered delta never brings the streamed copy back.
    act(() => socket.serverEmit('chat:tutor-delta', { threadId: 1, replyTo: question.id, delta: '!', offset: 18 }));
    expect(screen.queryByTestId('streaming-reply')).not.toBeInTheDocument();
    expect(screen.getByText('Ready to help')).toBeInTheDocument();
  });

  it('stops showing streamed text after a lost delta, and waits for the finished message', async () => {
    const question = buildMessage({ version: 2, content: 'Who was Moshe?' });
    const chat = createFakeChatApi({ messages: [question] });
    const { socket } = renderChat({ chat });
    await within(log()).findByText('Who was Moshe?');
    await untilWatching(socket);

    act(() => socket.serverEmit('chat:tutor-delta', { threadId: 1, replyTo: question.id, delta: 'Moshe was ', offset: 0 }));
    expect(screen.getByTestId('streaming-reply')).toHaveTextContent('Moshe was');
    act(() => socket.serverEmit('chat:tutor-delta', { threadId: 1, replyTo: question.id, delta: 'leader', offset: 15 }));
    expect(screen.queryByTestId('streaming-reply')).not.toBeInTheDocument();
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();

    act(() => socket.serverEmit('chat:message', chat.add({ senderType: 'ai', content: 'Moshe was a great leader.', replyTo: question.id })));
    expect(await within(log()).findByText('Moshe was a great leader.')).toBeInTheDocument();
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  });

  it('shows a message that arrives by socket and by REST only once', async () => {
    const chat = createFakeChatApi({ messages: [buildMessage({ version: 2, content: 'First question' })] });
    const { socket, queryClient } = renderChat({ chat });
    await within(log()).findByText('First question');
    await untilWatching(socket);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    const reply = chat.add({ senderType: 'ai', content: 'A lovely answer.' });
    act(() => socket.serverEmit('chat:message', reply));
    act(() => socket.serverEmit('chat:message', reply));
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: ['/api/chat/threads/1/messages'] }, { cancelRefetch: false });
    });
    await waitFor(() => expect(within(log()).getAllByText('A lovely answer.')).toHaveLength(1));
    expect(within(log()).getAllByRole('listitem')).toHaveLength(2);
    // Ignores events for other threads.
    act(() => socket.serverEmit('chat:message', buildMessage({ threadId: 2, version: 9, content: 'Elsewhere' })));
    expect(within(log()).queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it('after a reconnect, watches again and asks only for what came after the version it holds', async () => {
    const chat = createFakeChatApi({ messages: [buildMessage({ version: 2, content: 'Before the drop' })] });
    const { socket } = renderChat({ chat });
    await within(log()).findByText('Before the drop');
    await untilWatching(socket);
    await waitFor(() => expect(chat.afters).toContain(2));
    const watchesBefore = socket.requests.filter((r) => r.event === 'chat:watch').length;

    act(() => socket.setConnected(false));
    chat.add({ senderType: 'ai', content: 'Sent while you were away' });
    chat.afters.length = 0;
    act(() => socket.setConnected(true));

    expect(await within(log()).findByText('Sent while you were away')).toBeInTheDocument();
    expect(socket.requests.filter((r) => r.event === 'chat:watch')).toHaveLength(watchesBefore + 1);
    expect(chat.afters[0]).toBe(2);
    expect(within(log()).getAllByText('Before the drop')).toHaveLength(1);
  });

  it('when the server says live events may have been lost, reads what came after the version it holds', async () => {
    const chat = createFakeChatApi({ messages: [buildMessage({ version: 2, content: 'Before the blink' })] });
    const { socket } = renderChat({ chat });
    await within(log()).findByText('Before the blink');
    await untilWatching(socket);
    await waitFor(() => expect(chat.afters).toContain(2));
    const watches = socket.requests.filter((r) => r.event === 'chat:watch').length;

    // A reply was published while the gateway's Redis subscriber was away: this page never heard it.
    chat.add({ senderType: 'ai', content: 'Published while the gateway was not listening' });
    chat.afters.length = 0;
    act(() => socket.serverEmit('sync:catch-up', undefined));

    expect(await within(log()).findByText('Published while the gateway was not listening')).toBeInTheDocument();
    expect(chat.afters[0]).toBe(2);
    expect(within(log()).getAllByText('Before the blink')).toHaveLength(1);
    // Still in the room: the connection never dropped, so nothing is watched again.
    expect(socket.requests.filter((r) => r.event === 'chat:watch')).toHaveLength(watches);
  });

  it('polls every 2 seconds with ?after= while the socket is down, and stops once it is back', async () => {
    // The polling clock is the test's: "every 2 seconds" is a moment the test moves to, never a wait.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const chat = createFakeChatApi({ messages: [buildMessage({ version: 2, content: 'Hello Morah' })] });
    const { socket } = renderChat({ chat, connected: false });
    await within(log()).findByText('Hello Morah');
    expect(chat.afters).toEqual([undefined]);

    chat.add({ senderType: 'ai', content: 'Polled reply' });
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS - 1));
    expect(chat.afters).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await within(log()).findByText('Polled reply')).toBeInTheDocument();
    expect(chat.afters[1]).toBe(2);
    expect(socket.requests).toEqual([]);

    act(() => socket.setConnected(true));
    await untilWatching(socket);
    await waitFor(() => expect(chat.afters.at(-1)).toBe(3));
    const reads = chat.afters.length;
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 5));
    expect(chat.afters).toHaveLength(reads);
    vi.useRealTimers();
  });

  it('offers Try again after a failed tutor reply, and asks the tutor again', async () => {
    const question = buildMessage({ version: 2, content: 'Why do we light candles?' });
    const chat = createFakeChatApi({ messages: [question] });
    chat.routes[`POST /api/chat/threads/1/messages/${question.id}/retry`] = { status: 202, body: { ok: true } };
    const { socket, fetchMock } = renderChat({ chat });
    await within(log()).findByText('Why do we light candles?');
    await untilWatching(socket);

    act(() => socket.serverEmit('chat:tutor-failed', { threadId: 1, replyTo: question.id, version: 3, message: 'Morah is taking a little rest.' }));
    expect(within(log()).getByText('Oops! Morah could not finish that answer.')).toBeInTheDocument();
    expect(within(log()).getByText('Morah is taking a little rest.')).toBeInTheDocument();

    await userEvent.setup().click(within(log()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(log()).queryByText('Oops! Morah could not finish that answer.')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith(`/messages/${question.id}/retry`))).toBe(true);
    expect(screen.getByText('Thinking...')).toBeInTheDocument();
  });

  it('shows a teacher joining', async () => {
    const { socket } = renderChat();
    await screen.findByText(/Shalom! I'm Morah AI/);
    await untilWatching(socket);
    expect(screen.queryByText('Teacher Joined')).not.toBeInTheDocument();
    act(() => socket.serverEmit('chat:teacher-joined', { threadId: 1, teacherId: 3, teacherName: 'Mrs Katz', version: 2 }));
    expect(await screen.findByText('Teacher Joined')).toBeInTheDocument();
  });

  it('ignores malformed live events', async () => {
    const question = buildMessage({ version: 2, content: 'What is Shabbat?' });
    const chat = createFakeChatApi({ messages: [question] });
    const { socket } = renderChat({ chat });
    await within(log()).findByText('What is Shabbat?');
    await untilWatching(socket);
    const consoleError = vi.spyOn(console, 'error');

    act(() => {
      socket.serverEmit('chat:tutor-typing', { threadId: '1', replyTo: question.id } as never);
      socket.serverEmit('chat:tutor-delta', { threadId: 1, replyTo: question.id, delta: 42, offset: 0 } as never);
      socket.serverEmit('chat:tutor-failed', { threadId: 1, replyTo: question.id, version: 3 } as never);
      socket.serverEmit('chat:teacher-joined', { threadId: 1, teacherName: 'Mrs Katz', version: 3 } as never);
      socket.serverEmit('chat:message', { ...buildMessage({ version: 3, senderType: 'ai', content: 'Half a message' }), senderType: 'robot' } as never);
      socket.serverEmit('chat:message', null as never);
      // A barrier: a good message sent after them must show, and nothing before it.
      socket.serverEmit('chat:message', chat.add({ senderType: 'ai', content: 'A day of rest.' }));
    });

    expect(await within(log()).findByText('A day of rest.')).toBeInTheDocument();
    expect(within(log()).queryByText('Half a message')).not.toBeInTheDocument();
    expect(within(log()).queryByText('Oops! Morah could not finish that answer.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
    expect(screen.queryByTestId('streaming-reply')).not.toBeInTheDocument();
    expect(screen.queryByText('Teacher Joined')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('chat window: Morah AI mood', () => {
  const face = () => screen.getByRole('img', { name: /^Morah AI is/ });

  it('is happy with no messages, and thinking (with a typing indicator) after sending', async () => {
    const user = userEvent.setup();
    renderChat();
    await screen.findByText(/Shalom! I'm Morah AI/);
    expect(face()).toHaveAttribute('data-mood', 'happy');
    expect(screen.getByText('Ready to help')).toBeInTheDocument();

    await user.type(input(), 'Hi!{Enter}');
    await waitFor(() => expect(face()).toHaveAttribute('data-mood', 'thinking'));
    expect(screen.getByText('Thinking...')).toBeInTheDocument();
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();
  });

  it.each([
    ['excited', 'What a wonderful question!'],
    ['wise', 'Shabbat begins on Friday evening when we light candles, and it ends on Saturday night with Havdalah and a sweet smell.'],
    ['happy', 'Bet sounds like B.'],
  ])('is %s after the last AI message', async (mood, content) => {
    const chat = createFakeChatApi({
      messages: [
        buildMessage({ version: 2, senderType: 'ai', content: 'An older answer!' }),
        buildMessage({ version: 3, senderType: 'ai', content }),
        buildMessage({ version: 4, senderType: 'student', content: 'Thanks' }),
      ],
    });
    renderChat({ chat });
    await within(log()).findByText(content);
    expect(face()).toHaveAttribute('data-mood', mood);
  });
});

describe('chat window: as a dialog', () => {
  it('is a labelled modal dialog; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderChat({ onClose, chat: createFakeChatApi({ threads: [buildThread({ title: 'Parsha questions' })] }) });
    const dialog = await screen.findByRole('dialog', { name: 'Parsha questions' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // 'Online' once the socket has connected: wait for that state.
    expect(await within(dialog).findByText('Online')).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders Hebrew paragraphs with their own direction', async () => {
    const chat = createFakeChatApi({ messages: [buildMessage({ version: 2, senderType: 'ai', content: 'The word is:\nשָׁלוֹם' })] });
    renderChat({ chat });
    const hebrew = await within(log()).findByText('שָׁלוֹם');
    expect(hebrew).toHaveAttribute('lang', 'he');
    expect(hebrew.closest('p')).toHaveAttribute('dir', 'auto');
    expect(within(log()).getByText('The word is:')).toHaveAttribute('dir', 'auto');
  });
});

describe('chat window: small comforts', () => {
  it('remembers the mute and read-aloud choices on this device', async () => {
    const user = userEvent.setup();
    renderChat();
    const mute = await screen.findByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('morah.chat-preferences') ?? '{}')).toMatchObject({ state: { muted: true } });
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    localStorage.removeItem('morah.chat-preferences');
  });

  it('shows a gentle counter only near the 2000 character limit', async () => {
    const user = userEvent.setup();
    renderChat();
    await screen.findByText(/Shalom! I'm Morah AI/);
    input().focus();
    await user.paste('a'.repeat(1700));
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    await user.paste('a'.repeat(150));
    expect(screen.getByText('150 characters left')).toBeInTheDocument();
    expect(input()).toHaveAttribute('maxlength', '2000');
  });
});

describe('chat window: teachers and parents', () => {
  it('tells a teacher they are monitoring, posts as the teacher, and offers no starter prompts', async () => {
    const user = userEvent.setup();
    const chat = createFakeChatApi({ messages: [buildMessage({ version: 2, content: 'I need help' })] });
    chat.routes['POST /api/chat/threads/1/messages'] = () => ({
      status: 201,
      body: { message: chat.add({ senderType: 'teacher', senderId: 3, senderName: 'Mrs Katz', content: 'I am here, Dina.' }), xpAwarded: 0, flagged: false },
    });
    renderChat({ chat, user: buildUser({ id: 3, role: 'teacher', firstName: 'Rivka' }) });
    expect(await screen.findByText('You are monitoring this conversation as a teacher')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Not sure what to ask/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New chat/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Message as teacher' }), 'I am here, Dina.{Enter}');
    const mine = await within(log()).findByText('I am here, Dina.');
    expect(mine.closest('li')).toHaveTextContent('Teacher');
    expect(within(toasts()).queryByText('Great question!')).not.toBeInTheDocument();
  });

  it('lets a parent read but not write', async () => {
    const chat = createFakeChatApi({ messages: [buildMessage({ version: 2, content: 'What is Purim?' })] });
    renderChat({ chat, user: buildUser({ id: 20, role: 'parent' }) });
    expect(await within(log()).findByText('What is Purim?')).toBeInTheDocument();
    expect(screen.getByText('You can read this conversation. Only your child and their teachers can write here.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
