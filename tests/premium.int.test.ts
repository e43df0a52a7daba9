import { randomBytes } from 'node:crypto';
import { countedFromStreak } from '@morah/contracts';
import { moveLearnerCounters } from '@morah/db';
import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from './support/until';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { registerParent, registerStudent, registerTeacherWithClass, TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';

const HAT = { style: 'classic', color: 'blue', accessory: 'hat', expression: 'happy' };
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const offline = new Stripe('sk_test_for_signing_only');


const isPremium = async (client: TestClient) => (await client.get('/api/auth/me')).body.user.isPremium as boolean;

describe('premium with the local test checkout (no Stripe keys)', () => {
  let testDb: TestDatabase;
  let gateway: RunningGateway;
  let joinCode: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    gateway = await startGateway({ databaseUrl: testDb.url });
    joinCode = (await registerTeacherWithClass(gateway.url)).classInfo.joinCode;
  });
  afterAll(async () => {
    await gateway?.close();
    await testDb?.drop();
  });

  it('walks a student from checkout through the signed test payment to premium and the premium avatar', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    expect((await student.request('PATCH', '/api/auth/avatar', HAT)).status).toBe(403);

    const started = await student.post('/api/create-checkout');
    expect(started.status).toBe(200);
    expect(started.body.url).toMatch(/^\/checkout\/test\/cs_test_local_[0-9a-f]+$/);
    const sessionId = started.body.sessionId as string;
    expect((await student.get(`/api/checkout/${sessionId}`)).body.checkout).toMatchObject({ status: 'pending', test: true, amountCents: 999, currency: 'usd', forSelf: true, member: { id: user.id, isPremium: false } });
    expect(await isPremium(student)).toBe(false);

    const paid = await student.post(`/api/checkout/test/${sessionId}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body.redirectUrl).toBe(`/?paid=true&session_id=${sessionId}`);
    expect((await student.get(`/api/checkout/${sessionId}`)).body.checkout).toMatchObject({ status: 'paid', member: { isPremium: true } });
    expect(await isPremium(student)).toBe(true);
    expect((await student.request('PATCH', '/api/auth/avatar', HAT)).status).toBe(200);

    // Paying again changes nothing and asks for nothing; a new checkout is refused.
    expect((await student.post(`/api/checkout/test/${sessionId}/pay`)).status).toBe(200);
    expect((await gateway.db.selectFrom('payment_events').select('id').execute()).length).toBeGreaterThanOrEqual(1);
    const again = await student.post('/api/create-checkout');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You already have Premium.');
  });

  it('never makes anyone premium from what the browser sends', async () => {
    const { student } = await registerStudent(gateway.url, joinCode);
    // Fields a browser might try: ignored or refused, and nothing changes.
    expect((await student.post('/api/create-checkout', { isPremium: true })).status).toBe(400);
    expect((await student.request('PATCH', '/api/auth/avatar', { ...HAT, isPremium: true })).status).toBe(403);
    // A hand-made notice without the webhook secret's signature is refused.
    const forged = await new TestClient(gateway.url, null).request('POST', '/api/stripe/webhook', { id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: 'cs_x', payment_status: 'paid', metadata: { userId: '1' } } } }, { 'stripe-signature': 't=1,v1=abc' });
    expect(forged.status).toBe(400);
    expect(await isPremium(student)).toBe(false);
  });

  it('keeps a checkout to its buyer and its member, and a cancelled one unpaid', async () => {
    const { student } = await registerStudent(gateway.url, joinCode);
    const { student: other } = await registerStudent(gateway.url, joinCode, 'Shira');
    const { sessionId } = (await student.post('/api/create-checkout')).body;
    expect((await other.get(`/api/checkout/${sessionId}`)).status).toBe(404);
    expect((await other.post(`/api/checkout/test/${sessionId}/pay`)).status).toBe(404);
    expect((await new TestClient(gateway.url).post('/api/create-checkout')).status).toBe(401);

    const cancelled = await student.post(`/api/checkout/test/${sessionId}/cancel`);
    expect(cancelled.body.redirectUrl).toBe('/?checkout=cancelled');
    expect((await student.post(`/api/checkout/test/${sessionId}/pay`)).status).toBe(409);
    expect(await isPremium(student)).toBe(false);
    expect(await isPremium(other)).toBe(false);
  });

  it('lets a parent buy premium for a linked child, and only for their own', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode, 'Noa');
    const { user: stranger } = await registerStudent(gateway.url, joinCode, 'Eli');
    const { parent } = await registerParent(gateway.url, user.linkCode);

    expect((await parent.post('/api/create-checkout', { childId: stranger.id })).status).toBe(404);
    expect((await student.post('/api/create-checkout', { childId: stranger.id })).status).toBe(404);

    const family = await parent.get('/api/premium/family');
    expect(family.body.children).toEqual([{ id: user.id, firstName: 'Noa', lastName: 'Katz', isPremium: false }]);
    const { sessionId } = (await parent.post('/api/create-checkout', { childId: user.id })).body;
    expect((await student.get(`/api/checkout/${sessionId}`)).body.checkout).toMatchObject({ forSelf: false, member: { id: user.id, firstName: 'Noa' } });
    expect((await parent.post(`/api/checkout/test/${sessionId}/pay`)).status).toBe(200);

    expect(await isPremium(student)).toBe(true);
    expect(await isPremium(parent)).toBe(false);
    expect((await parent.get('/api/premium/family')).body.children[0].isPremium).toBe(true);
    const again = await parent.post('/api/create-checkout', { childId: user.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Noa already has Premium.');
  });

  it('opens premium books once premium is paid for, and not before', async () => {
    const { student } = await registerStudent(gateway.url, joinCode, 'Ari');
    const premiumBooks = ((await student.get('/api/books')).body.books as Array<{ id: string; premium: boolean }>).filter((b) => b.premium);
    expect(premiumBooks.length).toBeGreaterThan(0);
    const book = premiumBooks[0]!;
    const refused = await student.get(`/api/books/${book.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toMatchObject({ premium: true, book: { id: book.id } });

    const { sessionId } = (await student.post('/api/create-checkout')).body;
    await student.post(`/api/checkout/test/${sessionId}/pay`);
    const opened = await student.get(`/api/books/${book.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.pages.length).toBeGreaterThan(0);
  });

  it('keeps the special badges for premium members, and gives earned ones when premium starts', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode, 'Tova');
    const badges = (await student.get('/api/badges')).body.badges as Array<{ id: number; key: string; premium: boolean }>;
    const golden = badges.find((b) => b.key === 'golden-menorah');
    expect(golden?.premium).toBe(true);
    // An 18-day check-in streak, as the streak ledger and the learner's counters would hold it after
    // 18 days of check-ins (badges are judged on the counters).
    await gateway.db.transaction().execute(async (trx) => {
      await trx.insertInto('streaks').values({ user_id: user.id, streak_type: 'daily_login', current: 18, longest: 18, last_day: '2026-11-01' }).execute();
      await moveLearnerCounters(trx, user.id, countedFromStreak({ longest: 18 }));
    });

    const refused = await student.post('/api/gamification/award-badge', { badgeId: golden!.id, activityType: 'streak' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Golden Menorah is a special badge for Premium members.');

    const { sessionId } = (await student.post('/api/create-checkout')).body;
    await student.post(`/api/checkout/test/${sessionId}/pay`);
    const mine = await until(async () => {
      const list = (await student.get(`/api/users/${user.id}/badges`)).body.userBadges as Array<{ badge: { key: string } }>;
      return list.some((b) => b.badge.key === 'golden-menorah') ? list : undefined;
    });
    expect(mine.filter((b) => b.badge.key === 'golden-menorah')).toHaveLength(1);
  });
});

describe('premium through Stripe (a loopback server in Stripe format)', () => {
  let testDb: TestDatabase;
  let gateway: RunningGateway;
  let stripe: FakeStripe;
  let joinCode: string;
  const anonymous = () => new TestClient(gateway.url, null);
  const deliver = (payload: string, signature: string) => anonymous().request('POST', '/api/stripe/webhook', payload, { 'stripe-signature': signature });
  const completed = (userId: number, eventId = `evt_${randomBytes(8).toString('hex')}`, sessionId = 'cs_test_fake_completed') =>
    JSON.stringify({ id: eventId, object: 'event', type: 'checkout.session.completed', data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: 999, currency: 'usd', metadata: { userId: String(userId) } } } });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    testDb = await createTestDatabase();
    gateway = await startGateway({
      databaseUrl: testDb.url,
      env: { STRIPE_SECRET_KEY: 'sk_test_morah_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
    });
    joinCode = (await registerTeacherWithClass(gateway.url)).classInfo.joinCode;
  });
  afterAll(async () => {
    await gateway?.close();
    await testDb?.drop();
    await stripe?.close();
  });

  it('creates a one-time Checkout Session for $9.99 with the member in its metadata, and answers its url', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    const res = await student.post('/api/create-checkout');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/);
    const sent = stripe.requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.authorization).toBe('Bearer sk_test_morah_fake');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][product_data][name]': 'Morah Premium',
      client_reference_id: String(user.id),
      'metadata[userId]': String(user.id),
      'metadata[buyerId]': String(user.id),
    });
    expect(sent.form.get('success_url')).toMatch(/\/\?paid=true&session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(sent.form.get('cancel_url')).toMatch(/\/\?checkout=cancelled$/);
    // The local test checkout does not exist when Stripe is configured.
    expect((await student.post(`/api/checkout/test/${res.body.sessionId}/pay`)).status).toBe(404);
    expect(await isPremium(student)).toBe(false);
  });

  it('says plainly when Stripe cannot start a checkout', async () => {
    const { student } = await registerStudent(gateway.url, joinCode);
    stripe.fail(500, 3);
    const res = await student.post('/api/create-checkout');
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('We could not reach the payment page just now. Please try again in a moment.');
  });

  it('grants premium for a validly signed completed checkout, and ignores a replay of it', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    const { sessionId } = (await student.post('/api/create-checkout')).body;
    const payload = completed(user.id, 'evt_valid_1', sessionId);
    const signature = offline.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const first = await deliver(payload, signature);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect(await isPremium(student)).toBe(true);
    expect((await student.get(`/api/checkout/${sessionId}`)).body.checkout.status).toBe('paid');

    // Take premium away behind the scenes: a replay of the same event must not give it back.
    await gateway.db.updateTable('users').set({ is_premium: false }).where('id', '=', user.id).execute();
    const replay = await deliver(payload, offline.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await isPremium(student)).toBe(false);
  });

  it('grants nothing for a validly signed notice of a checkout Morah never started', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    const payload = completed(user.id, 'evt_forged_session', `cs_test_forged_${randomBytes(6).toString('hex')}`);
    const res = await deliver(payload, offline.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await isPremium(student)).toBe(false);
    expect(await gateway.db.selectFrom('payment_events').select('id').where('id', '=', 'evt_forged_session').execute()).toEqual([]);
  });

  it('refuses forged, altered, stale and unsigned notices with a 400 and changes nothing', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    const payload = completed(user.id);
    const forged = await deliver(payload, offline.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('This payment notice could not be verified.');

    const signed = offline.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = payload.replace(`"userId":"${user.id}"`, `"userId":"${user.id + 1}"`);
    expect((await deliver(altered, signed)).status).toBe(400);

    const stale = offline.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(payload, stale)).status).toBe(400);

    const unsigned = await anonymous().request('POST', '/api/stripe/webhook', payload);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.message).toBe('This payment notice has no signature.');
    expect(await isPremium(student)).toBe(false);
  });

  it('acknowledges a notice for a member who does not exist, and one that needs nothing', async () => {
    const unknown = completed(987_654);
    expect((await deliver(unknown, offline.webhooks.generateTestHeaderString({ payload: unknown, secret: WEBHOOK_SECRET }))).body).toEqual({ received: true });
    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    const res = await deliver(other, offline.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }));
    expect(res.status).toBe(200);
  });
});

describe('premium where no payment is set up (production without Stripe keys)', () => {
  let testDb: TestDatabase;
  let gateway: RunningGateway;
  let joinCode: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // As the image runs it: NODE_ENV=production, so `pnpm start` asks for no test checkout.
    gateway = await startGateway({ databaseUrl: testDb.url, env: { MORAH_TEST_CHECKOUT: '' } });
    joinCode = (await registerTeacherWithClass(gateway.url)).classInfo.joinCode;
  });
  afterAll(async () => {
    await gateway?.close();
    await testDb?.drop();
  });

  it('says Premium is not available here, has no test checkout, and nothing can grant it', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    const message = 'Premium is not available here yet: this Morah has no way to take payment. Please ask whoever runs it.';
    expect((await new TestClient(gateway.url).get('/api/premium/availability')).body).toEqual({ payments: 'none', message });

    const started = await student.post('/api/create-checkout');
    expect(started.status).toBe(403);
    expect(started.body.error).toMatchObject({ code: 'payment_unavailable', message });
    expect(await testDb.db.selectFrom('premium_purchases').select('id').execute()).toEqual([]);

    // The local test checkout's routes do not exist, and no payment notice is taken, signed or not.
    for (const path of ['/api/checkout/test/cs_test_local_0123456789/pay', '/api/checkout/test/cs_test_local_0123456789/cancel']) {
      expect((await student.post(path)).status).toBe(404);
    }
    expect((await student.get('/api/checkout/test/cs_test_local_0123456789')).status).toBe(404);
    const notice = JSON.stringify({ id: 'evt_x', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_local_0123456789', payment_status: 'paid', metadata: { userId: String(user.id) } } } });
    const webhook = await student.request('POST', '/api/stripe/webhook', notice, { 'stripe-signature': offline.webhooks.generateTestHeaderString({ payload: notice, secret: 'whsec_anything' }) });
    expect(webhook.status).toBe(404);
    expect(await isPremium(student)).toBe(false);
    expect((await student.get('/api/privacy/facts')).body.facts.payments).toBe('none');
  });
});
