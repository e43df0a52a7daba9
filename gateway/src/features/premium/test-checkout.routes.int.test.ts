import { beforeAll, describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

// No Stripe key: the local test checkout, which pays through the real webhook route.
const world = injectWorld();
const { mine, other } = world.twoFamilies(['Ayala', 'Boaz']);
const NO_CHECKOUT = { status: 404, body: { error: { message: 'We could not find that checkout.' } } };
let sessionId: string;

beforeAll(async () => {
  sessionId = (await mine.parent.client.post('/api/create-checkout', { childId: mine.student.user.id })).body.sessionId;
});

describe('the local test checkout', () => {
  it('GET /api/checkout/test/:sessionId shows the buyer a test payment, to no one else', async () => {
    const res = await mine.parent.client.get(`/api/checkout/test/${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.body.checkout).toMatchObject({ id: sessionId, status: 'pending', test: true, member: { id: mine.student.user.id, firstName: 'Ayala' } });
    // The child it is for sees their checkout, but the test payment page is the buyer's.
    for (const viewer of [mine.student, other.parent]) expect(await viewer.client.get(`/api/checkout/test/${sessionId}`)).toMatchObject(NO_CHECKOUT);
    expect((await world.anonymous().get(`/api/checkout/test/${sessionId}`)).status).toBe(401);
    expect(await mine.parent.client.get('/api/checkout/test/not-a-checkout')).toMatchObject({ status: 400, body: { error: { message: 'That is not a checkout.' } } });
  });

  it('pay and cancel are the buyer’s only', async () => {
    for (const action of ['pay', 'cancel']) {
      for (const viewer of [mine.student, other.parent]) expect(await viewer.client.post(`/api/checkout/test/${sessionId}/${action}`), action).toMatchObject(NO_CHECKOUT);
      expect((await world.anonymous().post(`/api/checkout/test/${sessionId}/${action}`)).status).toBe(401);
    }
    expect((await mine.parent.client.get(`/api/checkout/test/${sessionId}`)).body.checkout.status).toBe('pending');
  });

  it('POST …/pay makes the child premium through the webhook and sends the browser home', async () => {
    const paid = await mine.parent.client.post(`/api/checkout/test/${sessionId}/pay`);
    expect(paid).toMatchObject({ status: 200, body: { redirectUrl: `/?paid=true&session_id=${sessionId}` } });
    expect((await mine.student.client.get('/api/auth/me')).body.user.isPremium).toBe(true);
    expect((await mine.parent.client.get(`/api/checkout/${sessionId}`)).body.checkout.status).toBe('paid');
    // Paying again is no second payment.
    expect((await mine.parent.client.post(`/api/checkout/test/${sessionId}/pay`)).status).toBe(200);
  });

  it('POST …/cancel cancels, and a cancelled checkout cannot be paid', async () => {
    const { sessionId: own } = (await other.student.client.post('/api/create-checkout')).body;
    expect(await other.student.client.post(`/api/checkout/test/${own}/cancel`)).toMatchObject({ status: 200, body: { redirectUrl: '/?checkout=cancelled' } });
    expect((await other.student.client.get(`/api/checkout/${own}`)).body.checkout.status).toBe('cancelled');
    expect(await other.student.client.post(`/api/checkout/test/${own}/pay`)).toMatchObject({ status: 409, body: { error: { message: 'This checkout was cancelled. Please start again.' } } });
    expect((await other.student.client.get('/api/auth/me')).body.user.isPremium).toBe(false);
  });
});
