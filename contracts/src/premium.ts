/**
 * Premium (spec core 2.8 and 9): a one-time purchase through a card payment provider. The browser may
 * ask for a checkout and read how it went; only the provider's signed notice makes anyone premium.
 */
import { z } from 'zod';

/**
 * How this Morah takes payment for Premium: Stripe; the local test checkout, where no money moves
 * (never in production); or not at all (no Stripe key in production), when nothing can grant Premium.
 */
export const PaymentsMode = z.enum(['stripe', 'test', 'none']);
export type PaymentsMode = z.infer<typeof PaymentsMode>;

/** What a person reads wherever Premium cannot be bought, because no payment is set up here. */
export const PREMIUM_UNAVAILABLE_MESSAGE = 'Premium is not available here yet: this Morah has no way to take payment. Please ask whoever runs it.';

/** GET /api/premium/availability: whether Premium can be bought here, and if not, the sentence to show. */
export const PremiumAvailability = z.object({ payments: PaymentsMode, message: z.string().nullable() });
export type PremiumAvailability = z.infer<typeof PremiumAvailability>;

/** POST /api/create-checkout. No body buys premium for oneself; a parent may name a linked child. */
export const CreateCheckoutBody = z
  .object({ childId: z.number({ error: 'Please choose which child gets Premium.' }).int().positive().optional() })
  .strict();
export type CreateCheckoutBody = z.infer<typeof CreateCheckoutBody>;

export const CreateCheckoutResponse = z.object({ url: z.string().min(1), sessionId: z.string() });
export type CreateCheckoutResponse = z.infer<typeof CreateCheckoutResponse>;

export const CheckoutStatus = z.enum(['pending', 'paid', 'cancelled']);
export type CheckoutStatus = z.infer<typeof CheckoutStatus>;

/** A checkout's id in a path: the provider's session id (Stripe's `cs_...`, or the local test checkout's). */
export const CheckoutParams = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{4,200}$/, 'That is not a checkout.') });
export type CheckoutParams = z.infer<typeof CheckoutParams>;

/** GET /api/checkout/{sessionId}: what the buyer (or the child it is for) may know of one checkout. */
export const CheckoutView = z.object({
  id: z.string(),
  status: CheckoutStatus,
  /** A local test payment (no payment provider configured): no money moves. */
  test: z.boolean(),
  amountCents: z.number().int(),
  currency: z.string(),
  forSelf: z.boolean(),
  /** Who gets Premium. */
  member: z.object({ id: z.number().int(), firstName: z.string(), isPremium: z.boolean() }),
});
export type CheckoutView = z.infer<typeof CheckoutView>;
export const CheckoutResponse = z.object({ checkout: CheckoutView });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** GET /api/premium/family: a parent's linked children and whether each has Premium. */
export const FamilyPremiumResponse = z.object({
  children: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), isPremium: z.boolean() })),
});
export type FamilyPremiumResponse = z.infer<typeof FamilyPremiumResponse>;

/** The test checkout's answer to Pay or Cancel: where the browser goes next. */
export const TestCheckoutResult = z.object({ redirectUrl: z.string() });
export type TestCheckoutResult = z.infer<typeof TestCheckoutResult>;

/** What Premium unlocks, in the words the pages use. */
export const PREMIUM_PERKS = [
  'Premium avatar options',
  'Premium e-books',
  'Special badges',
  'Unlimited games',
  'Priority support',
  'Ad-free learning',
] as const;

/** Money as a child's parent reads it: '$9.99'. */
export function formatPrice(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}
