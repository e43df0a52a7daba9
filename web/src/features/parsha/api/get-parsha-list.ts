import type { ParshaList } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parshaKeys } from './parsha-keys';

/** GET /api/parsha: the 54 parshiyot in order, for the picker. */
export function useParshaList() {
  return useQuery({ queryKey: [...parshaKeys.all, 'list'], queryFn: () => api.get<ParshaList>('/api/parsha'), staleTime: Infinity });
}
