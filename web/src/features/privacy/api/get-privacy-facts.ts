import type { PrivacyFactsResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { privacyKeys } from './privacy-keys';

/** What this Morah keeps and sends out, as it is configured (the same for every visitor). */
export function usePrivacyFacts() {
  return useQuery({
    queryKey: privacyKeys.facts,
    queryFn: ({ signal }) => api.get<PrivacyFactsResponse>('/api/privacy/facts', { signal }),
    staleTime: Infinity,
  });
}
