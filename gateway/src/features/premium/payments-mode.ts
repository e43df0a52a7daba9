import type { PaymentsMode } from '@morah/contracts';
import type { GatewayConfig } from '../../config';

/**
 * How this Morah takes payment: Stripe when a secret key is set; otherwise the local test checkout
 * only where it was asked for (MORAH_TEST_CHECKOUT, which `pnpm start` sets outside production);
 * otherwise not at all, and nothing can grant Premium.
 */
export function paymentsMode(config: Pick<GatewayConfig, 'STRIPE_SECRET_KEY' | 'MORAH_TEST_CHECKOUT'>): PaymentsMode {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  return config.MORAH_TEST_CHECKOUT ? 'test' : 'none';
}
