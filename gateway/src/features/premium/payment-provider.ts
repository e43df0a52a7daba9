import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { GatewayConfig } from '../../config';
import { paymentsMode } from './payments-mode';

export interface CheckoutRequest {
  buyerId: number;
  /** Who gets Premium: the buyer, or a parent's child. */
  userId: number;
  /** Where the browser returns: the app's own address. */
  baseUrl: string;
}

export interface CreatedCheckout {
  id: string;
  url: string;
  amountCents: number;
  currency: string;
}

/**
 * Where Premium is paid for. Both kinds end the same way: a `checkout.session.completed` event, signed
 * with the webhook secret, posted to /api/stripe/webhook and checked there by the Stripe library.
 */
export interface PaymentProvider {
  mode: 'stripe' | 'test';
  /** The Stripe client: it creates checkouts (Stripe mode) and checks and signs webhook payloads (both). */
  stripe: Stripe;
  webhookSecret: string;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
}

/** The page Stripe (or the test checkout) sends the browser back to; Stripe fills in the session id. */
export function successUrl(baseUrl: string, sessionId = '{CHECKOUT_SESSION_ID}'): string {
  return `${baseUrl}/?paid=true&session_id=${sessionId}`;
}

export const CANCEL_PATH = '/?checkout=cancelled';

/**
 * Stripe when a secret key is configured; the local test checkout, clearly a test, only where it was
 * asked for (MORAH_TEST_CHECKOUT); otherwise none: Premium cannot be bought and nothing grants it.
 */
export function createPaymentProvider(config: GatewayConfig): PaymentProvider | undefined {
  const amountCents = config.PREMIUM_PRICE_CENTS;
  const currency = config.PREMIUM_CURRENCY.toLowerCase();
  const mode = paymentsMode(config);
  if (mode === 'none') return undefined;
  if (mode === 'test' || !config.STRIPE_SECRET_KEY) {
    return {
      mode: 'test',
      // Never sent anywhere: the test checkout only signs and checks its own notices with it.
      stripe: new Stripe('sk_test_morah_local_checkout'),
      webhookSecret: `whsec_local_${randomBytes(24).toString('hex')}`,
      async createCheckout() {
        const id = `cs_test_local_${randomBytes(12).toString('hex')}`;
        return { id, url: `/checkout/test/${id}`, amountCents, currency };
      },
    };
  }
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
  const priceId = config.STRIPE_PRICE_ID;
  return {
    mode: 'stripe',
    stripe,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    async createCheckout({ buyerId, userId, baseUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: priceId
          ? [{ price: priceId, quantity: 1 }]
          : [{ quantity: 1, price_data: { currency, unit_amount: amountCents, product_data: { name: 'Morah Premium', description: 'One-time payment, lifetime access' } } }],
        client_reference_id: String(userId),
        metadata: { userId: String(userId), buyerId: String(buyerId) },
        success_url: successUrl(baseUrl),
        cancel_url: `${baseUrl}${CANCEL_PATH}`,
      });
      if (!session.url) throw new Error('Stripe answered a checkout without a url');
      return { id: session.id, url: session.url, amountCents: session.amount_total ?? amountCents, currency: session.currency ?? currency };
    },
  };
}
