import { randomBytes } from 'node:crypto';
import { CheckoutParams, CheckoutResponse, TestCheckoutResult } from '@morah/contracts';
import { cancelPurchase, type Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import { CANCEL_PATH, type PaymentProvider } from './payment-provider';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findOwnPurchase, loadCheckoutView } from './premium.routes';
import { WEBHOOK_PATH } from './stripe-webhook.routes';

/**
 * The local test checkout, only when no Stripe key is configured. Paying sends a Stripe-format
 * `checkout.session.completed` event, signed with this process's webhook secret, through the real
 * webhook route, so the test payment walks the same path a real one does. No money moves.
 */
export async function testCheckoutRoutes(base: FastifyInstance, { db, provider }: { db: Kysely<Database>; provider: PaymentProvider }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const params = CheckoutParams;

  app.get('/api/checkout/test/:sessionId', { schema: { params, response: { 200: CheckoutResponse } } }, async (request) => {
    const buyer = await request.requireUser();
    const purchase = await findOwnPurchase(db, request.params.sessionId, buyer.id);
    if (purchase.mode !== 'test' || purchase.buyer_id !== buyer.id) throw new AppError(404, 'not_found', 'We could not find that checkout.');
    return loadCheckoutView(db, purchase);
  });

  app.post('/api/checkout/test/:sessionId/pay', { schema: { params, response: { 200: TestCheckoutResult } } }, async (request) => {
    const buyer = await request.requireUser();
    const purchase = await findOwnPurchase(db, request.params.sessionId, buyer.id);
    if (purchase.mode !== 'test' || purchase.buyer_id !== buyer.id) throw new AppError(404, 'not_found', 'We could not find that checkout.');
    if (purchase.status === 'cancelled') throw new AppError(409, 'conflict', 'This checkout was cancelled. Please start again.');
    if (purchase.status === 'pending') {
      const payload = JSON.stringify({
        id: `evt_test_local_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: purchase.id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'complete',
            payment_status: 'paid',
            amount_total: purchase.amount_cents,
            currency: purchase.currency,
            client_reference_id: String(purchase.user_id),
            metadata: { userId: String(purchase.user_id), buyerId: String(purchase.buyer_id) },
          },
        },
      });
      const signature = provider.stripe.webhooks.generateTestHeaderString({ payload, secret: provider.webhookSecret });
      const delivered = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode, body: delivered.body }, 'the test payment notice was refused');
        throw new AppError(502, 'payment_unavailable', 'The test payment did not go through. Please try again.');
      }
    }
    return { redirectUrl: `/?paid=true&session_id=${purchase.id}` };
  });

  app.post('/api/checkout/test/:sessionId/cancel', { schema: { params, response: { 200: TestCheckoutResult } } }, async (request) => {
    const buyer = await request.requireUser();
    const purchase = await findOwnPurchase(db, request.params.sessionId, buyer.id);
    if (purchase.mode !== 'test' || purchase.buyer_id !== buyer.id) throw new AppError(404, 'not_found', 'We could not find that checkout.');
    await cancelPurchase(db, purchase.id);
    return { redirectUrl: CANCEL_PATH };
  });
}
