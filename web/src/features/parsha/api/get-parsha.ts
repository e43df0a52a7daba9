import type { ParshaReading } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parshaKeys } from './parsha-keys';

/**
 * GET /api/parsha/current (this week's, by the child's schedule unless `israel` is given) or
 * GET /api/parsha/{name} when a parsha was picked.
 */
export function useParshaReading({ name, israel }: { name: string | null; israel: boolean | undefined }) {
  return useQuery({
    queryKey: name ? parshaKeys.byName(name) : parshaKeys.current(israel),
    queryFn: () =>
      name
        ? api.get<ParshaReading>(`/api/parsha/${encodeURIComponent(name)}`)
        : api.get<ParshaReading>(`/api/parsha/current${israel === undefined ? '' : `?israel=${israel}`}`),
    staleTime: 5 * 60_000,
  });
}
