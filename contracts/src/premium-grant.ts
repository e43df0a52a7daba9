/**
 * What a payment provider's event means for premium: pure, so the webhook's decision is tested
 * without a network. Only `checkout.session.completed` (paid) and
 * `checkout.session.async_payment_succeeded` grant Premium, to the member named in the session's
 * metadata; everything else is acknowledged and ignored.
 */
export interface CheckoutEventLike {
  id: string;
  type: string;
  data: { object: unknown };
}

export type PremiumGrant =
  | { grant: true; eventId: string; sessionId: string; userId: number; buyerId: number | null }
  | { grant: false; eventId: string; reason: string };

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
  return { grant: true, eventId: event.id, sessionId, userId, buyerId: positiveId(field(metadata, 'buyerId')) };
}
