import type { QuizResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quizKeys } from './quiz-keys';

/**
 * GET /api/quizzes/{id}. While the quiz is still being written it is read again every `pollMs`
 * (the fallback when no live notice arrives); once written it stays as it is.
 */
export function useQuiz(id: number, { pollMs }: { pollMs: number | false }) {
  return useQuery({
    queryKey: quizKeys.one(id),
    queryFn: () => api.get<QuizResponse>(`/api/quizzes/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.quiz.status === 'generating' ? pollMs : false),
  });
}
