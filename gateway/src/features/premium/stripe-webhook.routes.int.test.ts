import { describe, expect, it } from 'vitest';
import { InjectClient, injectWorld, paidCheckoutNotice } from '../../../../tests/support/inject-client';

// Stripe mode, so notices are checked with the configured secret (nothing here calls Stripe). Notices
// come from Stripe's servers, not a browser: no Origin and no session.
const world = injectWorld({ stripe: true });
const stripeServer = () => new InjectClient(world.app, null);
const deliver = (notice: { payload: string; signature?: string }) =>
  stripeServer().post('/api/stripe/webhook', notice.payload, notice.signature ? { 'stripe-signature': notice.signature } : {});
const isPremium = async (id: number) => (await world.db.selectFrom('users').select('is_premium').where('id', '=', id).executeTakeFirstOrThrow()).is_premium;

describe('POST /api/stripe/webhook', () => {
  it('makes the member premium for a signed, paid checkout, once per event', async () => {
    const { user, client } = await world.signedIn('student');
    const notice = paidCheckoutNotice({ id: 'cs_test_webhook_paid', userId: user.id });
    expect(await deliver(notice)).toMatchObject({ status: 200, body: { received: true } });
    expect((await client.get('/api/auth/me')).body.user.isPremium).toBe(true);
    // A replay of the same event changes nothing, even after Premium was taken away.
    await world.db.updateTable('users').set({ is_premium: false }).where('id', '=', user.id).execute();
    expect(await deliver(notice)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await isPremium(user.id)).toBe(false);
  });

  it('refuses a notice without a signature, forged, or stale, and grants nothing', async () => {
    const { user } = await world.signedIn('student');
    const session = { id: 'cs_test_webhook_forged', userId: user.id };
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
