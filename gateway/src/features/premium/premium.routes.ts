import { CheckoutParams, CheckoutResponse, CreateCheckoutBody, CreateCheckoutResponse, FamilyPremiumResponse, PREMIUM_UNAVAILABLE_MESSAGE, PremiumAvailability } from '@morah/contracts';
import { createPurchase, type Database, familyPremium, findPurchase, findUserById, parentOfStudent, type PurchaseRow, type UserRow } from '@morah/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { GatewayConfig } from '../../config';
import { AppError, notFound } from '../../errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentProvider } from './payment-provider';

/** The app's own address, for the links the payment page sends the browser back to. */
function baseUrlOf(request: FastifyRequest, config: GatewayConfig): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** Who gets Premium: the buyer, or (for a parent) a linked child. Anyone else's child is refused. */
async function memberFor(db: Kysely<Database>, buyer: UserRow, childId: number | undefined): Promise<UserRow> {
  if (childId === undefined || childId === buyer.id) return buyer;
  // Another family's child and a missing id answer alike (see access.policy).
  const child = buyer.role === 'parent' && (await parentOfStudent(db, buyer.id, childId)) ? await findUserById(db, childId) : undefined;
  if (!child) throw notFound('We could not find that child among the children linked to your account. You can buy Premium for yourself, or for a linked child.');
  return child;
}

export async function loadCheckoutView(db: Kysely<Database>, purchase: PurchaseRow): Promise<CheckoutResponse> {
  const member = await findUserById(db, purchase.user_id);
  if (!member) throw notFound('We could not find that checkout.');
  return {
    checkout: {
      id: purchase.id,
      status: purchase.status,
      test: purchase.mode === 'test',
      amountCents: purchase.amount_cents,
      currency: purchase.currency,
      forSelf: purchase.user_id === purchase.buyer_id,
      member: { id: member.id, firstName: member.first_name, isPremium: member.is_premium },
    },
  };
}

/** A checkout is seen only by its buyer and the member it is for; to anyone else it does not exist. */
export async function findOwnPurchase(db: Kysely<Database>, sessionId: string, viewerId: number): Promise<PurchaseRow> {
  const purchase = await findPurchase(db, sessionId);
  if (!purchase || (purchase.buyer_id !== viewerId && purchase.user_id !== viewerId)) throw notFound('We could not find that checkout.');
  return purchase;
}

/**
 * POST /api/create-checkout (spec core 7): a signed-in user starts paying for Premium, for themselves
 * or, as a parent, for a linked child. The answer's url is Stripe's checkout page, or the local test
 * checkout where it was asked for. With neither (`provider` undefined), Premium cannot be bought here
 * and the answer says so. Nothing here makes anyone premium: only the webhook does.
 */
export async function premiumRoutes(base: FastifyInstance, { db, config, provider }: { db: Kysely<Database>; config: GatewayConfig; provider: PaymentProvider | undefined }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** Whether Premium can be bought here: the upgrade buttons say so before anyone presses them. */
  app.get('/api/premium/availability', { schema: { response: { 200: PremiumAvailability } } }, async () => ({
    payments: provider?.mode ?? ('none' as const),
    message: provider ? null : PREMIUM_UNAVAILABLE_MESSAGE,
  }));

  app.post('/api/create-checkout', { schema: { body: CreateCheckoutBody, response: { 200: CreateCheckoutResponse } } }, async (request) => {
    const buyer = await request.requireUser();
    if (!provider) throw new AppError(403, 'payment_unavailable', PREMIUM_UNAVAILABLE_MESSAGE);
    const childId = request.body?.childId;
    const member = await memberFor(db, buyer, childId);
    if (member.is_premium) {
      throw new AppError(409, 'conflict', member.id === buyer.id ? 'You already have Premium.' : `${member.first_name} already has Premium.`);
    }
    let checkout;
    try {
      checkout = await provider.createCheckout({ buyerId: buyer.id, userId: member.id, baseUrl: baseUrlOf(request, config) });
    } catch (err) {
      request.log.error({ err }, 'the payment provider did not start a checkout');
      throw new AppError(502, 'payment_unavailable', 'We could not reach the payment page just now. Please try again in a moment.');
    }
    await createPurchase(db, { id: checkout.id, buyerId: buyer.id, userId: member.id, amountCents: checkout.amountCents, currency: checkout.currency, mode: provider.mode });
    return { url: checkout.url, sessionId: checkout.id };
  });

  /** How a checkout went: the welcome modal waits here until the payment is confirmed. */
  app.get('/api/checkout/:sessionId', { schema: { params: CheckoutParams, response: { 200: CheckoutResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    const purchase = await findOwnPurchase(db, request.params.sessionId, viewer.id);
    return loadCheckoutView(db, purchase);
  });

  /** A parent's linked children and which of them have Premium. */
  app.get('/api/premium/family', { schema: { response: { 200: FamilyPremiumResponse } } }, async (request) => {
    const parent = await request.requireRole('parent');
    const rows = await familyPremium(db, parent.id);
    return { children: rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, isPremium: r.is_premium })) };
  });
}
