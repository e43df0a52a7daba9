import { describe, expect, it } from 'vitest';
import { type KeptCheckout, paidForKeptCheckout, premiumGrantFrom } from './premium-grant';

const completed = (session: Record<string, unknown>, type = 'checkout.session.completed') => ({ id: 'evt_1', type, data: { object: { id: 'cs_1', payment_status: 'paid', ...session } } });

describe('premiumGrantFrom', () => {
  it('grants the member named in the metadata of a paid checkout', () => {
    expect(premiumGrantFrom(completed({ metadata: { userId: '42', buyerId: '7' }, amount_total: 999, currency: 'USD' }))).toEqual({
      grant: true,
      eventId: 'evt_1',
      sessionId: 'cs_1',
      userId: 42,
      buyerId: 7,
      amountTotal: 999,
      currency: 'usd',
    });
  });

  it('falls back to the client reference when the metadata has no member', () => {
    expect(premiumGrantFrom(completed({ metadata: {}, client_reference_id: '9' }))).toMatchObject({ grant: true, userId: 9, buyerId: null });
  });

  it('grants when a delayed payment succeeds later', () => {
    expect(premiumGrantFrom(completed({ metadata: { userId: '3' } }, 'checkout.session.async_payment_succeeded'))).toMatchObject({ grant: true, userId: 3 });
  });

  it('grants nothing for a checkout completed but not yet paid', () => {
    expect(premiumGrantFrom(completed({ payment_status: 'unpaid', metadata: { userId: '3' } }))).toMatchObject({ grant: false, reason: 'payment is unpaid' });
  });

  it('grants nothing for other events, or a session naming no one', () => {
    expect(premiumGrantFrom(completed({ metadata: { userId: '3' } }, 'payment_intent.succeeded'))).toMatchObject({ grant: false });
    expect(premiumGrantFrom(completed({ metadata: { userId: 'abc' } }))).toMatchObject({ grant: false, reason: 'the session names no member' });
    expect(premiumGrantFrom(completed({ metadata: { userId: '-1' } }))).toMatchObject({ grant: false });
    expect(premiumGrantFrom({ id: 'evt_2', type: 'checkout.session.completed', data: { object: null } })).toMatchObject({ grant: false });
  });
});

describe('paidForKeptCheckout', () => {
  const kept: KeptCheckout = { userId: 42, amountCents: 999, currency: 'usd', mode: 'stripe', status: 'pending' };
  const paid = (session: Record<string, unknown> = {}) => premiumGrantFrom(completed({ metadata: { userId: '42' }, amount_total: 999, currency: 'usd', ...session }));

  it('grants a checkout Morah started, paid in full, to its member', () => {
    expect(paidForKeptCheckout(paid(), kept, 'stripe')).toMatchObject({ grant: true, userId: 42, sessionId: 'cs_1' });
  });

  it('grants nothing for a session Morah never created, or one of the other payment mode', () => {
    expect(paidForKeptCheckout(paid(), undefined, 'stripe')).toMatchObject({ grant: false, reason: 'Morah never started this checkout' });
    expect(paidForKeptCheckout(paid(), { ...kept, mode: 'test' }, 'stripe')).toMatchObject({ grant: false });
  });

  it('grants nothing for less money, another currency, no amount, another member, or a cancelled checkout', () => {
    expect(paidForKeptCheckout(paid({ amount_total: 1 }), kept, 'stripe')).toMatchObject({ grant: false, reason: 'the session paid 1 usd, the checkout asked 999 usd' });
    expect(paidForKeptCheckout(paid({ currency: 'jpy' }), kept, 'stripe')).toMatchObject({ grant: false });
    expect(paidForKeptCheckout(paid({ amount_total: undefined, currency: undefined }), kept, 'stripe')).toMatchObject({ grant: false });
    expect(paidForKeptCheckout(paid({ metadata: { userId: '43' } }), kept, 'stripe')).toMatchObject({ grant: false });
    expect(paidForKeptCheckout(paid(), { ...kept, status: 'cancelled' }, 'stripe')).toMatchObject({ grant: false });
  });

  it('passes on a notice that grants nothing as it is', () => {
    const unpaid = premiumGrantFrom(completed({ payment_status: 'unpaid' }));
    expect(paidForKeptCheckout(unpaid, kept, 'stripe')).toBe(unpaid);
  });
});
