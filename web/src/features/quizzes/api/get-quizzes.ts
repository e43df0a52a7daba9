import type { QuizzesResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quizKeys } from './quiz-keys';

/** GET /api/quizzes: the child's quizzes, newest first. */
export function useQuizzes() {
  return useQuery({ queryKey: quizKeys.list, queryFn: () => api.get<QuizzesResponse>('/api/quizzes') });
}
