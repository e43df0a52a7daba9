import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '@/lib/browser-location';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/browser-location', () => ({ goTo: vi.fn() }));

const SESSION = 'cs_test_local_abc123';
const checkoutView = (status: 'pending' | 'paid', overrides: Record<string, unknown> = {}) => ({
  checkout: { id: SESSION, status, test: true, amountCents: 999, currency: 'usd', forSelf: true, member: { id: 1, firstName: 'Miriam', isPremium: status === 'paid' }, ...overrides },
});
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('premium in the web app', () => {
  beforeAll(async () => {
    // Lazy chunks load once here, not inside a findBy on a busy machine.
    await Promise.all([import('@/app/routes/profile'), import('@/app/routes/test-checkout'), import('./premium-return'), import('@/components/layouts/signed-in-layout')]);
  });
  beforeEach(() => vi.mocked(goTo).mockClear());

  it('shows a member without premium the upgrade, Processing... while it starts, then goes to the checkout', async () => {
    const user = userEvent.setup();
    let answer: (value: { body: unknown }) => void = () => {};
    const { fetchMock } = renderApp({
      route: '/profile',
      user: buildUser(),
      api: { 'GET /api/users/1/badges': { body: { userBadges: [] } } },
    });
    const button = await screen.findByRole('button', { name: 'Upgrade to Premium' });
    expect(screen.getByText('Limited Time')).toBeInTheDocument();
    // Only the checkout call waits for the test's answer; any other request the page makes meanwhile
    // is answered as before.
    const others = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/api/create-checkout')
        ? new Promise((resolve) => {
            answer = ({ body }) => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
          })
        : others(input, init),
    );
    await user.click(button);
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    answer({ body: { url: `/checkout/test/${SESSION}`, sessionId: SESSION } });
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(`/checkout/test/${SESSION}`));
  });

  it("says 'Upgrade Failed' when the checkout cannot start, and lets the member try again", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/profile',
      user: buildUser(),
      api: { 'POST /api/create-checkout': { status: 502, body: { error: { code: 'payment_unavailable', message: 'We could not reach the payment page just now.' } } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    const toast = await notifications().findByRole('alert');
    expect(toast).toHaveTextContent('Upgrade Failed');
    expect(toast).toHaveTextContent('Failed to start upgrade process. Please try again.');
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('says Premium is not available here, and why, where this Morah takes no payment', async () => {
    const message = 'Premium is not available here yet: this Morah has no way to take payment. Please ask whoever runs it.';
    const { fetchMock } = renderApp({
      route: '/profile',
      user: buildUser(),
      api: { 'GET /api/users/1/badges': { body: { userBadges: [] } }, 'GET /api/premium/availability': { body: { payments: 'none', message } } },
    });
    const button = await screen.findByRole('button', { name: 'Premium is not available here' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/create-checkout')).toEqual([]);
  });

  it("shows the server's sentence when it refuses to start a checkout because no payment is set up", async () => {
    const user = userEvent.setup();
    const message = 'Premium is not available here yet: this Morah has no way to take payment. Please ask whoever runs it.';
    renderApp({
      route: '/profile',
      user: buildUser(),
      api: { 'GET /api/users/1/badges': { body: { userBadges: [] } }, 'POST /api/create-checkout': { status: 403, body: { error: { code: 'payment_unavailable', message } } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    const toast = await notifications().findByRole('alert');
    expect(toast).toHaveTextContent('Upgrade Failed');
    expect(toast).toHaveTextContent(message);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows no upgrade to a premium member', async () => {
    renderApp({ route: '/profile', user: buildUser({ isPremium: true }) });
    expect(await screen.findByText(/You have Morah Premium/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('labels the test checkout as a test payment and pays through the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: `/checkout/test/${SESSION}`,
      user: buildUser(),
      api: {
        [`GET /api/checkout/test/${SESSION}`]: { body: checkoutView('pending') },
        [`POST /api/checkout/test/${SESSION}/pay`]: { body: { redirectUrl: `/?paid=true&session_id=${SESSION}` } },
      },
    });
    expect(await screen.findByRole('note')).toHaveTextContent('Test payment: no money moves.');
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $9.99 (test)' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(`/?paid=true&session_id=${SESSION}`));
    expect(sentBodies(fetchMock, `POST /api/checkout/test/${SESSION}/pay`)).toEqual([undefined]);
  });

  it('waits for the payment to be confirmed before welcoming the member to premium', async () => {
    let status: 'pending' | 'paid' = 'pending';
    const member = buildUser({ id: 1, role: 'student' });
    renderApp({
      route: `/?paid=true&session_id=${SESSION}`,
      user: member,
      api: {
        [`GET /api/checkout/${SESSION}`]: () => ({ body: checkoutView(status) }),
        'GET /api/gamification/dashboard': { status: 404, body: { error: { code: 'not_found', message: 'none' } } },
      },
    });
    expect(await screen.findByText('Confirming your payment...')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    status = 'paid';
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Premium!' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('You now have Morah Premium, for life.');
    expect(within(dialog).getByRole('link', { name: 'Choose a premium avatar' })).toHaveAttribute('href', '/profile');
  });

  it('lets a parent give a linked child premium', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: '/parent',
      user: buildUser({ role: 'parent', linkCode: null }),
      api: {
        'GET /api/premium/family': { body: { children: [{ id: 7, firstName: 'Noa', lastName: 'Katz', isPremium: false }, { id: 8, firstName: 'Eli', lastName: 'Katz', isPremium: true }] } },
        'GET /api/parent/children': { body: { children: [] } },
        'POST /api/create-checkout': { body: { url: `/checkout/test/${SESSION}`, sessionId: SESSION } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Give Noa Premium' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(`/checkout/test/${SESSION}`));
    expect(sentBodies(fetchMock, 'POST /api/create-checkout')).toEqual([{ childId: 7 }]);
    expect(screen.getByText('Has Premium')).toBeInTheDocument();
  });
});
