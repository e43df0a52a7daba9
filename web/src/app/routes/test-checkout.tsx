import { TestCheckoutPage } from '@/features/premium/components/test-checkout-page';

/** `/checkout/test/{id}`: the local test checkout, when no payment provider is configured. */
export function TestCheckoutRoute() {
  return <TestCheckoutPage />;
}
