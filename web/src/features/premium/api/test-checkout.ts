import type { CheckoutResponse, TestCheckoutResult } from '@morah/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goTo } from '@/lib/browser-location';
import { premiumKeys } from './premium-keys';

export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: premiumKeys.testCheckout(sessionId),
    queryFn: () => api.get<CheckoutResponse>(`/api/checkout/test/${encodeURIComponent(sessionId)}`),
  });
}

/** Pay or cancel the test checkout; the server answers where the browser goes next, as a payment page would. */
export function useTestCheckoutAction(sessionId: string, action: 'pay' | 'cancel') {
  return useMutation({
    mutationFn: () => api.post<TestCheckoutResult>(`/api/checkout/test/${encodeURIComponent(sessionId)}/${action}`),
    onSuccess: (result) => goTo(result.redirectUrl),
  });
}
