import { describe, expect, it } from 'vitest';
import { InjectClient, injectWorld, paidCheckoutNotice } from '../../../../tests/support/inject-client';

// Checkouts are created at Stripe: here, a loopback server that speaks its API.
const world = injectWorld({ stripe: true });
const { mine, other } = world.twoFamilies(['Ayala', 'Boaz']);
const NO_CHILD = 'We could not find that child among the children linked to your account. You can buy Premium for yourself, or for a linked child.';

async function pay(sessionId: string, userId: number) {
  const { payload, signature } = paidCheckoutNotice({ id: sessionId, userId });
  const res = await new InjectClient(world.app, null).post('/api/stripe/webhook', payload, { 'stripe-signature': signature });
  if (res.status !== 200) throw new Error(`webhook: ${JSON.stringify(res.body)}`);
}

describe('POST /api/create-checkout', () => {
  it('starts a Stripe checkout for a parent’s linked child, and the parent follows it to paid', async () => {
    const res = await mine.parent.client.post('/api/create-checkout', { childId: mine.student.user.id });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const sent = world.stripe.requests.at(-1)!;
    expect(sent.form.get('metadata[userId]')).toBe(String(mine.student.user.id));
    expect(sent.form.get('success_url')).toBe('http://morah.test/?paid=true&session_id={CHECKOUT_SESSION_ID}');

    const { sessionId } = res.body;
    const pending = await mine.parent.client.get(`/api/checkout/${sessionId}`);
    expect(pending.body.checkout).toMatchObject({ id: sessionId, status: 'pending', test: false, forSelf: false, member: { id: mine.student.user.id, firstName: 'Ayala', isPremium: false } });
    await pay(sessionId, mine.student.user.id);
    for (const viewer of [mine.parent, mine.student]) {
      expect((await viewer.client.get(`/api/checkout/${sessionId}`)).body.checkout).toMatchObject({ status: 'paid', member: { isPremium: true } });
    }
    expect((await mine.parent.client.get('/api/premium/family')).body.children).toEqual([{ id: mine.student.user.id, firstName: 'Ayala', lastName: 'student', isPremium: true }]);
    expect(await mine.parent.client.post('/api/create-checkout', { childId: mine.student.user.id })).toMatchObject({ status: 409, body: { error: { message: 'Ayala already has Premium.' } } });
    expect(await mine.student.client.post('/api/create-checkout')).toMatchObject({ status: 409, body: { error: { message: 'You already have Premium.' } } });
  });

  it('buys for no child of another family, and says so as for a missing one', async () => {
    for (const childId of [other.student.user.id, 2_000_000_000]) {
      expect(await mine.parent.client.post('/api/create-checkout', { childId }), String(childId)).toMatchObject({ status: 404, body: { error: { message: NO_CHILD } } });
    }
    // A teacher buys for themself only, even naming their own student.
    expect(await other.teacher.client.post('/api/create-checkout', { childId: other.student.user.id })).toMatchObject({ status: 404, body: { error: { message: NO_CHILD } } });
  });

  it('says plainly when Stripe cannot start a checkout', async () => {
    world.stripe.fail(500, 3);
    expect(await other.student.client.post('/api/create-checkout')).toMatchObject({ status: 502, body: { error: { message: 'We could not reach the payment page just now. Please try again in a moment.' } } });
  });

  it('refuses a child id that is not one, and anything else in the body', async () => {
    expect(await other.parent.client.post('/api/create-checkout', { childId: 'Boaz' })).toMatchObject({ status: 400, body: { error: { message: 'Child id should be a number.' } } });
    expect(await other.parent.client.post('/api/create-checkout', { childId: other.student.user.id, price: 0 })).toMatchObject({ status: 400, body: { error: { message: 'We do not know "price". Please leave it out.' } } });
  });

  it('asks a visitor to sign in', async () => {
    expect((await world.anonymous().post('/api/create-checkout', {})).status).toBe(401);
  });
});

describe('GET /api/checkout/:sessionId', () => {
  it('is seen only by its buyer and its member; for anyone else it does not exist', async () => {
    const { sessionId } = (await other.parent.client.post('/api/create-checkout', { childId: other.student.user.id })).body;
    const missing = await other.parent.client.get('/api/checkout/cs_test_nosuchcheckout');
    expect(missing).toMatchObject({ status: 404, body: { error: { message: 'We could not find that checkout.' } } });
    for (const viewer of [mine.parent, mine.student, other.teacher]) expect(await viewer.client.get(`/api/checkout/${sessionId}`)).toMatchObject({ status: 404, body: missing.body });
    expect((await world.anonymous().get(`/api/checkout/${sessionId}`)).status).toBe(401);
    expect(await other.parent.client.get('/api/checkout/evt_123')).toMatchObject({ status: 400, body: { error: { message: 'That is not a checkout.' } } });
  });
});

describe('GET /api/premium/family', () => {
  it('is for parents only, and shows only their own children', async () => {
    expect((await other.parent.client.get('/api/premium/family')).body.children.map((c: { firstName: string }) => c.firstName)).toEqual(['Boaz']);
    expect(await mine.student.client.get('/api/premium/family')).toMatchObject({ status: 403, body: { error: { message: 'Only parents can do that.' } } });
    expect((await world.anonymous().get('/api/premium/family')).status).toBe(401);
  });
});
