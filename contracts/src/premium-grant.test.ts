import { describe, expect, it } from 'vitest';
import { premiumGrantFrom } from './premium-grant';

const completed = (session: Record<string, unknown>, type = 'checkout.session.completed') => ({ id: 'evt_1', type, data: { object: { id: 'cs_1', payment_status: 'paid', ...session } } });

describe('premiumGrantFrom', () => {
  it('grants the member named in the metadata of a paid checkout', () => {
    expect(premiumGrantFrom(completed({ metadata: { userId: '42', buyerId: '7' } }))).toEqual({ grant: true, eventId: 'evt_1', sessionId: 'cs_1', userId: 42, buyerId: 7 });
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
