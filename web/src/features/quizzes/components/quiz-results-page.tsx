import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { useLatestAttempt } from '../api/get-latest-attempt';
import { useQuiz } from '../api/get-quiz';
import { QuizFrame } from './quiz-frame';
import { QuizMissing } from './quiz-missing';
import { QuizResults } from './quiz-results';

/** `/quiz/{id}/results`: the newest attempt's results, at their own address, so a reload shows them again. */
export function QuizResultsPage({ quizId }: { quizId: number }) {
  const quiz = useQuiz(quizId, { pollMs: false });
  const attempt = useLatestAttempt(quizId);
  const missing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
  if (!Number.isInteger(quizId) || quizId <= 0 || missing(quiz.error)) return <QuizMissing />;
  if (quiz.isPending || attempt.isPending) return <p className="page-loader" role="status">Loading results...</p>;
  if (quiz.isError) return <LoadError error={quiz.error} onRetry={() => void quiz.refetch()} />;
  if (attempt.isError && !missing(attempt.error)) return <LoadError error={attempt.error} onRetry={() => void attempt.refetch()} />;
  return (
    <QuizFrame quiz={quiz.data.quiz}>
      {attempt.data ? (
        <QuizResults result={attempt.data} />
      ) : (
        <p className="empty-state">This quiz has not been taken yet.</p>
      )}
      <Link to={`/quiz/${quizId}`} className={buttonClass('secondary', 'lg', 'quiz-results__again')}>
        {attempt.data ? 'Take This Quiz Again' : 'Take the Quiz'}
      </Link>
    </QuizFrame>
  );
}
