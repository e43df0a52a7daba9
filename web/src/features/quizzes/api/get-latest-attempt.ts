import type { QuizAttemptResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quizKeys } from './quiz-keys';

/** GET /api/quizzes/{id}/attempts/latest: the newest attempt's results (just submitted, or read again after a reload). */
export function useLatestAttempt(id: number) {
  return useQuery({
    queryKey: quizKeys.latestAttempt(id),
    queryFn: () => api.get<QuizAttemptResponse>(`/api/quizzes/${id}/attempts/latest`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
