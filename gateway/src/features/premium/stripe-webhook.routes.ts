import { paidForKeptCheckout, premiumGrantFrom } from '@morah/contracts';
import { applyPremiumGrant, type Database, findPurchase, type JobProducer } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { AppError } from '../../errors';
import type { PaymentProvider } from './payment-provider';

export const WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * POST /api/stripe/webhook: the only way anyone becomes premium. The signature is checked over the raw
 * body with the Stripe library (a forged, altered or stale notice is a 400); a verified completed
 * checkout makes its member premium once per event id (a replay changes nothing), but only for a
 * checkout Morah started, paid for its amount and currency: a signed notice for any other session,
 * or an unknown member, is logged and acknowledged (so the provider does not retry forever) and
 * changes nothing. Its own plugin scope keeps the body raw.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { db, jobs, provider }: { db: Kysely<Database>; jobs: JobProducer; provider: PaymentProvider }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(WEBHOOK_PATH, { config: { csrf: false } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !signature) throw new AppError(400, 'validation_failed', 'This payment notice has no signature.');
    if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'validation_failed', 'This payment notice has no body.');
    let event: Stripe.Event;
    try {
      event = provider.stripe.webhooks.constructEvent(request.body, signature, provider.webhookSecret);
    } catch {
      throw new AppError(400, 'validation_failed', 'This payment notice could not be verified.');
    }
    const claim = premiumGrantFrom(event);
    if (!claim.grant) {
      request.log.info({ eventId: event.id, type: event.type, reason: claim.reason }, 'payment notice needs no action');
      return { received: true };
    }
    const kept = await findPurchase(db, claim.sessionId);
    const keptCheckout = kept && { userId: kept.user_id, amountCents: kept.amount_cents, currency: kept.currency, mode: kept.mode, status: kept.status };
    const decision = paidForKeptCheckout(claim, keptCheckout, provider.mode);
    if (!decision.grant) {
      request.log.warn({ eventId: event.id, type: event.type, sessionId: claim.sessionId, reason: decision.reason }, 'payment notice grants nothing');
      return { received: true };
    }
    const { userId, sessionId } = decision;
    // Premium may unlock special badges the member's learning has already earned: judged once it is in.
    const outcome = await applyPremiumGrant(db, { eventId: event.id, eventType: event.type, sessionId, userId }, async (trx) => {
      await jobs.enqueue(trx, 'gamification.apply', { userId, sourceId: `premium-${sessionId}` });
    });
    if (outcome === 'unknown_user') {
      request.log.warn({ eventId: event.id, sessionId: decision.sessionId, userId: decision.userId }, 'payment notice names a member who does not exist');
    } else if (outcome === 'applied') {
      request.log.info({ eventId: event.id, sessionId: decision.sessionId, userId: decision.userId }, 'premium granted');
    }
    return { received: true, ...(outcome === 'duplicate' ? { duplicate: true } : {}) };
  });
}
