import type { PremiumAvailability } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Whether Premium can be bought on this Morah (the same for every visitor while it runs). Until the
 * answer is in, or if it cannot be read, the upgrade is offered and the server has the last word.
 */
export function usePremiumAvailability() {
  return useQuery({
    queryKey: ['/api/premium/availability'],
    queryFn: ({ signal }) => api.get<PremiumAvailability>('/api/premium/availability', { signal }),
    staleTime: Infinity,
    retry: false,
  });
}
