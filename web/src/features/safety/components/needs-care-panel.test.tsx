import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { createFakeChatApi } from '@/testing/fake-chat-api';
import { buildFlag, createFakeSafetyApi } from '@/testing/fake-safety-api';
import { sentBodies } from '@/testing/mock-fetch';
import type { MockReply } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const teacher = () => buildUser({ id: 3, role: 'teacher', firstName: 'Rivka' });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

beforeAll(async () => {
  await Promise.all([import('@/app/routes/teacher'), import('@/components/layouts/signed-in-layout'), import('./safety-notices-banner')]);
});

function renderPanel(safety = createFakeSafetyApi(), { route = '/teacher', extra = {} as Record<string, MockReply> } = {}) {
  const view = renderApp({
    user: teacher(),
    route,
    api: { ...createFakeChatApi({ threads: [] }).routes, 'GET /api/classes': { body: { classes: [] } }, ...safety.routes, ...extra },
  });
  return { ...view, safety };
}

const panel = () => screen.findByRole('region', { name: /^Needs care/ });

describe("the teacher's Needs care panel", () => {
  it('lists open flags as the server orders them, each with the child, severity, what, when, and the messages around it', async () => {
    renderPanel(
      createFakeSafetyApi({
        flags: [
          buildFlag({ messageId: 'a', studentName: 'Dina Levi', severity: 'urgent', categories: ['hurt', 'bullied'], raisedAt: minutesAgo(5) }),
          buildFlag({ messageId: 'b', studentName: 'Avi Cohen', severity: 'high', categories: ['stranger'], raisedAt: minutesAgo(2), threadTitle: 'New friends' }),
          buildFlag({ messageId: 'c', studentName: 'Noa Katz', severity: 'care', categories: ['personal-details'], raisedAt: minutesAgo(1) }),
        ],
      }),
    );
    const region = await panel();
    const items = await within(region).findAllByRole('listitem', { name: /, (Urgent|High|Care)$/ });
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Dina Levi, Urgent', 'Avi Cohen, High', 'Noa Katz, Care']);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Dina Levi');
    expect(items[0]).toHaveTextContent('Urgent');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Needs care (3)');

    const dina = items[0]!;
    expect(dina).toHaveTextContent('Being hurt, Bullied or threatened');
    const when = within(dina).getByText('5 minutes ago');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('title', expect.stringMatching(/\d{4} at \d\d:\d\d$/));
    const context = within(dina).getByRole('list', { name: "The conversation around Dina Levi's message" });
    const messages = within(context).getAllByRole('listitem');
    expect(messages.map((m) => m.textContent)).toEqual([
      'Dina LeviShalom Morah',
      'Morah AIShalom Dina! What shall we learn?',
      'Dina Levi (flagged)my dad hits me when he gets angry',
      'Morah AIThank you for telling me. A grown-up you trust can help.',
    ]);
    expect(messages[2]).toHaveClass('flag-context__message--flagged');
    expect(items[1]).toHaveTextContent('in “New friends”');
  });

  it('says when no one needs care, and offers Try again when the flags cannot be read', async () => {
    const first = renderPanel();
    expect(await within(await panel()).findByText('No one needs care right now.')).toBeInTheDocument();
    first.unmount();

    let fail = true;
    const safety = createFakeSafetyApi({ flags: [buildFlag()] });
    const listFlags = safety.routes['GET /api/safety/flags'] as (r: { url: string; init: RequestInit; body: unknown }) => MockReply;
    renderPanel(safety, {
      extra: { 'GET /api/safety/flags': ((request: { url: string; init: RequestInit; body: unknown }) => (fail ? { status: 500, body: {} } : listFlags(request))) as never },
    });
    const region = await panel();
    await within(region).findByRole('alert');
    fail = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Try Again' }));
    expect(await within(region).findByRole('listitem', { name: 'Dina Levi, Urgent' })).toBeInTheDocument();
  });

  it('marks a flag handled with a short note, which is required; the flag then leaves the panel', async () => {
    const user = userEvent.setup();
    const { fetchMock, safety } = renderPanel(createFakeSafetyApi({ flags: [buildFlag({ messageId: 'a' })] }));
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Mark handled: Dina Levi' }));
    const note = within(region).getByRole('textbox', { name: 'What did you do?' });
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription("A short note for Dina Levi's care. Their parents see it too.");

    await user.click(within(region).getByRole('button', { name: 'Save and mark handled' }));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(within(region).getByText('Write a short note about what you did (up to 500 characters).')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/safety/flags/a/handle')).toEqual([]);

    // Cancel goes back to the button; the form opens again empty.
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Mark handled: Dina Levi' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.type(within(region).getByRole('textbox', { name: 'What did you do?' }), 'Spoke with Dina and called her mother.');
    await user.click(within(region).getByRole('button', { name: 'Save and mark handled' }));

    expect(await within(region).findByText('No one needs care right now.')).toBeInTheDocument();
    expect(safety.notes).toEqual(['Spoke with Dina and called her mother.']);
    expect(within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByText('Marked handled')).toBeInTheDocument();
    await waitFor(() => expect(within(region).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('shows a new flag live, without a reload, and drops one another teacher handled', async () => {
    const { socket, safety } = renderPanel(createFakeSafetyApi({ flags: [buildFlag({ messageId: 'a', studentName: 'Dina Levi' })] }));
    const region = await panel();
    await within(region).findByRole('listitem', { name: 'Dina Levi, Urgent' });
    await waitFor(() => expect(socket.listenerCount('safety:flag-changed')).toBeGreaterThan(0));

    safety.addFlag(buildFlag({ messageId: 'b', studentName: 'Avi Cohen', severity: 'high', categories: ['stranger'], threadId: 9 }));
    act(() => socket.serverEmit('safety:flag-changed', { threadId: 9, messageId: 'b', studentId: 8, status: 'open' }));
    expect(await within(region).findByRole('listitem', { name: 'Avi Cohen, High' })).toBeInTheDocument();

    safety.state.flags = safety.state.flags.map((f) => (f.messageId === 'a' ? { ...f, handled: { byName: 'Miriam Levi', at: new Date().toISOString(), note: 'Done.' } } : f));
    act(() => socket.serverEmit('safety:flag-changed', { threadId: 5, messageId: 'a', studentId: 7, status: 'handled' }));
    await waitFor(() => expect(within(region).queryByRole('listitem', { name: 'Dina Levi, Urgent' })).not.toBeInTheDocument());
  });

  it('brings the flag a notice leads to into view and focus', async () => {
    renderPanel(createFakeSafetyApi({ flags: [buildFlag({ messageId: 'a' }), buildFlag({ messageId: 'b', studentName: 'Avi Cohen' })] }), { route: '/teacher?flag=b' });
    const region = await panel();
    const avi = await within(region).findByRole('listitem', { name: 'Avi Cohen, Urgent' });
    await waitFor(() => expect(avi).toHaveFocus());
  });
});
