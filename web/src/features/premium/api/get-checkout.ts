import type { CheckoutResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { premiumKeys } from './premium-keys';

/** How long the return page waits for the payment provider's confirmation before saying it is still coming. */
export const CONFIRM_WAIT_MS = 60_000;

/**
 * GET /api/checkout/{id}, asked again every second while the payment is not confirmed yet (the
 * provider's notice usually arrives within seconds of the return) until `waitUntil`, and no more once it is.
 */
export function useCheckout(sessionId: string | null, waitUntil: number) {
  return useQuery({
    queryKey: premiumKeys.checkout(sessionId ?? ''),
    queryFn: () => api.get<CheckoutResponse>(`/api/checkout/${encodeURIComponent(sessionId ?? '')}`),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data?.checkout.status === 'pending' && Date.now() < waitUntil ? 1000 : false),
  });
}
