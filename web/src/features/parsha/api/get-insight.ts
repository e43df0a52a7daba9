import type { ParshaInsightAnswer } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parshaKeys } from './parsha-keys';

/** GET /api/parsha/{name}/insight?ref=: only once the child asked (spec learning 4). */
export function useVerseInsight({ name, ref, english, asked }: { name: string; ref: string; english: string; asked: boolean }) {
  return useQuery({
    queryKey: parshaKeys.insight(name, ref, english),
    queryFn: () => api.get<ParshaInsightAnswer>(`/api/parsha/${encodeURIComponent(name)}/insight?ref=${encodeURIComponent(ref)}`),
    enabled: asked,
    staleTime: Infinity,
    retry: false,
  });
}
