import { QuizFailed, QuizProgress, QuizReady } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSocketConnected, useSocketEvent } from '@/lib/socket-context';
import { useQuiz } from '../api/get-quiz';
import { quizKeys } from '../api/quiz-keys';

/** Reading a quiz while it is written: every 2 s when the socket is down, otherwise once the socket says so. */
export const QUIZ_POLL_MS = 2000;

/**
 * Follows one quiz being written: the live notices (`quiz:progress`, `quiz:ready`, `quiz:failed`) to the
 * child's room, and the quiz itself, read again on each notice and polled while the socket is down.
 */
export function useQuizArrival(quizId: number) {
  const connected = useSocketConnected();
  const queryClient = useQueryClient();
  // Polling stays on even with a socket, slower: a notice sent before the socket joined is never lost.
  const query = useQuiz(quizId, { pollMs: connected ? QUIZ_POLL_MS * 3 : QUIZ_POLL_MS });
  const [live, setLive] = useState<{ percent: number; message: string } | null>(null);
  const reread = () => void queryClient.invalidateQueries({ queryKey: quizKeys.one(quizId) });

  // Every payload is checked against its contract first: a malformed one is ignored.
  useSocketEvent('quiz:progress', (payload) => {
    const progress = QuizProgress.safeParse(payload).data;
    if (!progress || progress.quizId !== quizId) return;
    setLive((old) => (old && old.percent > progress.percent ? old : { percent: progress.percent, message: progress.message }));
  });
  useSocketEvent('quiz:ready', (payload) => {
    if (QuizReady.safeParse(payload).data?.quizId === quizId) reread();
  });
  useSocketEvent('quiz:failed', (payload) => {
    if (QuizFailed.safeParse(payload).data?.quizId === quizId) reread();
  });
  return { query, live };
}
