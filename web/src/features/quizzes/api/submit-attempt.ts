import type { QuizAttemptResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quizKeys } from './quiz-keys';

/** POST /api/quizzes/{id}/attempt: answers as a JSON-encoded list of chosen options (spec 7). */
export function useSubmitAttempt(quizId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { answers: number[]; timeSpent: number }) =>
      api.post<QuizAttemptResponse>(`/api/quizzes/${quizId}/attempt`, { answers: JSON.stringify(body.answers), timeSpent: body.timeSpent }),
    onSuccess: (result) => {
      // The results page reads the newest attempt: it is this one.
      queryClient.setQueryData(quizKeys.latestAttempt(quizId), result);
      return Promise.all([queryClient.invalidateQueries({ queryKey: quizKeys.list }), queryClient.invalidateQueries({ queryKey: quizKeys.one(quizId) })]);
    },
  });
}
