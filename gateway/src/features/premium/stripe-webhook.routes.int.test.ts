import { describe, expect, it } from 'vitest';
import { InjectClient, injectWorld, paidCheckoutNotice } from '../../../../tests/support/inject-client';

// Stripe mode, so notices are checked with the configured secret (checkouts start at the loopback
// Stripe). Notices come from Stripe's servers, not a browser: no Origin and no session.
const world = injectWorld({ stripe: true });
const stripeServer = () => new InjectClient(world.app, null);
const deliver = (notice: { payload: string; signature?: string }) =>
  stripeServer().post('/api/stripe/webhook', notice.payload, notice.signature ? { 'stripe-signature': notice.signature } : {});
const isPremium = async (id: number) => (await world.db.selectFrom('users').select('is_premium').where('id', '=', id).executeTakeFirstOrThrow()).is_premium;
/** A checkout the member started at Morah: its session id. */
const startCheckout = async (client: InjectClient) => (await client.post('/api/create-checkout')).body.sessionId as string;

describe('POST /api/stripe/webhook', () => {
  it('makes the member premium for a signed, paid checkout Morah started, once per event', async () => {
    const { user, client } = await world.signedIn('student');
    const notice = paidCheckoutNotice({ id: await startCheckout(client), userId: user.id });
    expect(await deliver(notice)).toMatchObject({ status: 200, body: { received: true } });
    expect((await client.get('/api/auth/me')).body.user.isPremium).toBe(true);
    // A replay of the same event changes nothing, even after Premium was taken away.
    await world.db.updateTable('users').set({ is_premium: false }).where('id', '=', user.id).execute();
    expect(await deliver(notice)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await isPremium(user.id)).toBe(false);
  });

  it('grants nothing for a validly signed notice of a session Morah never created, or paid for less', async () => {
    const { user, client } = await world.signedIn('student');
    const { user: other } = await world.signedIn('student');
    const sessionId = await startCheckout(client);
    const refusals = [
      paidCheckoutNotice({ id: 'cs_test_forged_0123456789', userId: user.id }),
      paidCheckoutNotice({ id: sessionId, userId: user.id, eventId: 'evt_cheap', amountTotal: 1 }),
      paidCheckoutNotice({ id: sessionId, userId: user.id, eventId: 'evt_other_currency', currency: 'jpy' }),
      paidCheckoutNotice({ id: sessionId, userId: other.id, eventId: 'evt_other_member' }),
    ];
    for (const notice of refusals) expect(await deliver(notice)).toMatchObject({ status: 200, body: { received: true } });
    expect(await isPremium(user.id)).toBe(false);
    expect(await isPremium(other.id)).toBe(false);
    expect((await client.get(`/api/checkout/${sessionId}`)).body.checkout.status).toBe('pending');
    expect(await world.db.selectFrom('payment_events').select('id').where('id', 'in', ['evt_cheap', 'evt_other_currency', 'evt_other_member']).execute()).toEqual([]);
    // The real payment still goes through.
    expect(await deliver(paidCheckoutNotice({ id: sessionId, userId: user.id }))).toMatchObject({ status: 200, body: { received: true } });
    expect(await isPremium(user.id)).toBe(true);
  });

  it('refuses a notice without a signature, forged, or stale, and grants nothing', async () => {
    const { user, client } = await world.signedIn('student');
    const session = { id: await startCheckout(client), userId: user.id };
    const { payload } = paidCheckoutNotice(session);
    expect(await deliver({ payload })).toMatchObject({ status: 400, body: { error: { message: 'This payment notice has no signature.' } } });
    for (const signing of [{ secret: 'whsec_someone_else' }, { timestamp: Math.floor(Date.now() / 1000) - 3600 }]) {
      expect(await deliver(paidCheckoutNotice(session, signing))).toMatchObject({ status: 400, body: { error: { message: 'This payment notice could not be verified.' } } });
    }
    const signed = paidCheckoutNotice(session);
    expect(await deliver({ payload: signed.payload.replace('"paid"', '"unpaid"'), signature: signed.signature })).toMatchObject({ status: 400, body: { error: { message: 'This payment notice could not be verified.' } } });
    expect(await isPremium(user.id)).toBe(false);
  });

  it('acknowledges a notice for a member who does not exist, granting nothing', async () => {
    expect(await deliver(paidCheckoutNotice({ id: 'cs_test_webhook_nobody', userId: 2_000_000_000 }))).toMatchObject({ status: 200, body: { received: true } });
  });
});
