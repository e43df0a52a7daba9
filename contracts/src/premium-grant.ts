/**
 * What a payment provider's event means for premium: pure, so the webhook's decision is tested
 * without a network. Only `checkout.session.completed` (paid) and
 * `checkout.session.async_payment_succeeded` may grant Premium, to the member named in the session's
 * metadata, and only for a checkout Morah itself started, paid in full (`paidForKeptCheckout`);
 * everything else is acknowledged and ignored.
 */
export interface CheckoutEventLike {
  id: string;
  type: string;
  data: { object: unknown };
}

export type PremiumGrant =
  | {
      grant: true;
      eventId: string;
      sessionId: string;
      userId: number;
      buyerId: number | null;
      /** What the session says was paid, in the currency's smallest unit (null when it does not say). */
      amountTotal: number | null;
      /** The session's currency, lower case (null when it does not say). */
      currency: string | null;
    }
  | { grant: false; eventId: string; reason: string };

/** The checkout Morah kept when it started one: who it is for, the price asked, and how it is paid. */
export interface KeptCheckout {
  userId: number;
  amountCents: number;
  currency: string;
  mode: 'stripe' | 'test';
  status: 'pending' | 'paid' | 'cancelled';
}

function field(object: unknown, key: string): unknown {
  return typeof object === 'object' && object !== null ? (object as Record<string, unknown>)[key] : undefined;
}

function positiveId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function premiumGrantFrom(event: CheckoutEventLike): PremiumGrant {
  const ignore = (reason: string): PremiumGrant => ({ grant: false, eventId: event.id, reason });
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    return ignore(`not a completed checkout (${event.type})`);
  }
  const session = event.data.object;
  const sessionId = field(session, 'id');
  if (typeof sessionId !== 'string' || !sessionId) return ignore('the session has no id');
  // A delayed payment method completes the session unpaid; its async_payment_succeeded event grants later.
  if (field(session, 'payment_status') !== 'paid') return ignore(`payment is ${String(field(session, 'payment_status'))}`);
  const metadata = field(session, 'metadata');
  const userId = positiveId(field(metadata, 'userId')) ?? positiveId(field(session, 'client_reference_id'));
  if (userId === null) return ignore('the session names no member');
  const amount = field(session, 'amount_total');
  const currency = field(session, 'currency');
  return {
    grant: true,
    eventId: event.id,
    sessionId,
    userId,
    buyerId: positiveId(field(metadata, 'buyerId')),
    amountTotal: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
    currency: typeof currency === 'string' ? currency.toLowerCase() : null,
  };
}

/**
 * A paid session grants Premium only for a checkout Morah started itself (kept when the checkout
 * began, under this payment mode), for the member it was started for, paid for that amount in that
 * currency. A validly signed notice for any other session (one Morah never created, or altered on
 * the provider's side) grants nothing: the caller logs the reason.
 */
export function paidForKeptCheckout(grant: PremiumGrant, kept: KeptCheckout | undefined, mode: KeptCheckout['mode']): PremiumGrant {
  if (!grant.grant) return grant;
  const ignore = (reason: string): PremiumGrant => ({ grant: false, eventId: grant.eventId, reason });
  if (!kept) return ignore('Morah never started this checkout');
  if (kept.mode !== mode) return ignore(`the checkout was started with the ${kept.mode} payment mode`);
  if (kept.status === 'cancelled') return ignore('the checkout was cancelled');
  if (kept.userId !== grant.userId) return ignore('the session names another member than the checkout was for');
  if (grant.amountTotal !== kept.amountCents || grant.currency !== kept.currency.toLowerCase()) {
    return ignore(`the session paid ${grant.amountTotal ?? '?'} ${grant.currency ?? '?'}, the checkout asked ${kept.amountCents} ${kept.currency}`);
  }
  return grant;
}
