import type { FamilyPremiumResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { premiumKeys } from './premium-keys';

export function useFamilyPremium() {
  return useQuery({ queryKey: premiumKeys.family, queryFn: () => api.get<FamilyPremiumResponse>('/api/premium/family') });
}
