import type { GenerateQuizBody, QuizResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quizKeys } from './quiz-keys';

/** POST /api/quizzes/generate: answers at once with the new quiz's id; the questions follow. */
export function useGenerateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateQuizBody) => api.post<QuizResponse>('/api/quizzes/generate', body),
    onSuccess: (data) => {
      queryClient.setQueryData(quizKeys.one(data.quiz.id), data);
      return queryClient.invalidateQueries({ queryKey: quizKeys.list });
    },
  });
}
