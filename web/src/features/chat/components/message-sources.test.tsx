import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { buildMessage, createFakeChatApi } from '@/testing/fake-chat-api';
import { renderApp } from '@/testing/render-app';
import { ChatWindow } from './chat-window';

const student = buildUser({ id: 7, role: 'student', firstName: 'Dina' });

function renderReplyWith(sources: Parameters<typeof buildMessage>[0]['sources']) {
  const chat = createFakeChatApi({
    messages: [
      buildMessage({ id: 'q1', version: 1, senderType: 'student', senderId: 7, content: 'Why do we eat matzah?' }),
      buildMessage({ id: 'reply-q1', version: 2, senderType: 'ai', senderId: null, senderName: 'Morah AI', replyTo: 'q1', content: 'The dough had no time to rise.\n\nWhat would you have packed?', ...(sources ? { sources } : {}) }),
    ],
  });
  renderApp({ user: student, api: chat.routes, ui: <ChatWindow threadId={1} onClose={vi.fn()} /> });
}

describe('the source line under a tutor reply', () => {
  it('names where the answer comes from; a Torah verse opens the parsha reader at that verse', async () => {
    renderReplyWith([
      { kind: 'verse', ref: 'Exodus 12:39', label: 'Exodus 12:39' },
      { kind: 'knowledge', ref: 'holiday:pesach', label: 'Pesach: why' },
    ]);
    const reply = (await screen.findByText('The dough had no time to rise.')).closest('li')!;
    const line = within(reply).getByText(/From:/).closest('p')!;
    expect(within(line).getByRole('link', { name: 'Exodus 12:39' })).toHaveAttribute('href', '/parsha?verse=Exodus%2012%3A39');
    expect(line).toHaveTextContent("Morah's notes: Pesach: why");
  });

  it('names a verse outside the Torah without a link, and shows no line when nothing is cited', async () => {
    renderReplyWith([{ kind: 'verse', ref: 'I Samuel 17:1-58', label: 'I Samuel 17:1-58' }]);
    const reply = (await screen.findByText('The dough had no time to rise.')).closest('li')!;
    expect(within(reply).getByText('I Samuel 17:1-58')).toBeInTheDocument();
    expect(within(reply).queryByRole('link')).toBeNull();
  });

  it('shows no source line on a reply that cites nothing', async () => {
    renderReplyWith([]);
    const reply = (await screen.findByText('The dough had no time to rise.')).closest('li')!;
    expect(within(reply).queryByText(/From:/)).toBeNull();
  });
});
