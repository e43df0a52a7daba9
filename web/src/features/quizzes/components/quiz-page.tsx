import type { QuizAttemptResponse, QuizQuestionView, QuizView } from '@morah/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/components/toaster/notify';
import { Button, buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError } from '@/lib/api-client';
import { Icon } from '@/components/ui/icon';
import { useSubmitAttempt } from '../api/submit-attempt';
import { useQuizArrival } from '../hooks/use-quiz-arrival';
import { QuizFrame } from './quiz-frame';
import { QuizMissing } from './quiz-missing';
import { QuizQuestionCard } from './quiz-question-card';
import { QuizWriting } from './quiz-writing';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** `/quiz/{id}` (spec 2, 4, 5, 8): loading, missing, being written, taking; the results have their own page. */
export function QuizPage({ quizId, viewerId }: { quizId: number; viewerId: number | null }) {
  const { query, live } = useQuizArrival(quizId);
  if (!Number.isInteger(quizId) || quizId <= 0 || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))) return <QuizMissing />;
  if (query.isPending) return <p className="page-loader" role="status">Loading quiz...</p>;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { quiz, questions } = query.data;
  if (quiz.status === 'generating') {
    return (
      <QuizFrame quiz={quiz}>
        <QuizWriting percent={live?.percent ?? 5} message={live?.message ?? 'Morah is writing your quiz...'} />
      </QuizFrame>
    );
  }
  if (quiz.status === 'failed') {
    return (
      <QuizFrame quiz={quiz}>
        <p className="empty-state">Morah could not write this quiz. Let&apos;s make a new one!</p>
        <Link to="/quiz-generator" className={buttonClass('primary', 'lg')}>
          Generate Another Quiz
        </Link>
      </QuizFrame>
    );
  }
  return (
    <QuizFrame quiz={quiz}>
      {viewerId === quiz.studentId ? <QuizTaker key={quiz.id} quiz={quiz} questions={questions} /> : <QuizReadOnly quiz={quiz} questions={questions} />}
    </QuizFrame>
  );
}

/** A teacher or parent sees the questions; the answers once the child has taken the quiz. */
function QuizReadOnly({ quiz, questions }: { quiz: QuizView; questions: QuizQuestionView[] }) {
  return (
    <section aria-label="Questions">
      <p className="quiz-results__note">{quiz.score === null ? 'Not taken yet: the answers appear once it has been taken.' : `First score: ${quiz.score}%`}</p>
      <ol className="quiz-review">
        {questions.map((q, i) => (
          <li key={i} className="quiz-review__item">
            <p className="quiz-review__question">{q.question}</p>
            <ul>
              {q.options.map((o, j) => (
                <li key={j}>
                  {o}
                  {q.correctAnswer === j ? (
                    <>
                      {' '}
                      <Icon name="check" size={20} label="Correct answer" />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
            {q.explanation ? (
              <p className="quiz-review__explanation">
                <strong>Explanation:</strong> {q.explanation}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}


function QuizTaker({ quiz, questions }: { quiz: QuizView; questions: QuizQuestionView[] }) {
  const [answers, setAnswers] = useState<Array<number | null>>(() => questions.map(() => null));
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const startedAt = useRef(Date.now());
  const [elapsed, setElapsed] = useState(0);
  const submit = useSubmitAttempt(quiz.id);

  useEffect(() => {
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt.current) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);

  const total = questions.length;
  const current = questions[index]!;
  const chosen = answers[index] ?? null;
  const isLast = index === total - 1;

  function onSubmit() {
    if (answers.some((a) => a === null)) return;
    submit.mutate(
      { answers: answers as number[], timeSpent: Math.floor((Date.now() - startedAt.current) / 1000) },
      {
        onSuccess: (r: QuizAttemptResponse) => {
          // The results have their own address, so a reload shows them again (not the quiz, as practice).
          navigate(`/quiz/${quiz.id}/results`);
          notify({ title: 'Quiz Completed!', description: `You scored ${r.score}% and earned ${r.xpGained} XP!` });
        },
        onError: () => notify({ title: 'Submission Failed', description: 'Failed to submit quiz. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <section className="quiz-taker" aria-label="Quiz">
      {quiz.score !== null ? <p className="quiz-results__note">You finished this quiz already with {quiz.score}%. This round is for practice.</p> : null}
      <div className="quiz-taker__status">
        <p className="quiz-taker__count">
          Question {index + 1} of {total}
        </p>
        <p className="quiz-taker__timer" aria-label={`Time: ${clock(elapsed)}`}>
          <Icon name="clock" size={20} /> {clock(elapsed)}
        </p>
      </div>
      <ProgressBar value={index + 1} max={total} label={`${Math.round(((index + 1) / total) * 100)}% complete`} />
      <QuizQuestionCard
        label={`Question ${index + 1}`}
        question={current.question}
        options={current.options}
        selected={chosen}
        onSelect={(i) => setAnswers((a) => a.map((v, j) => (j === index ? i : v)))}
      />
      <div className="quiz-taker__nav">
        <Button variant="secondary" onClick={() => setIndex((i) => i - 1)} disabled={index === 0 || submit.isPending}>
          Previous
        </Button>
        {isLast ? (
          <Button onClick={onSubmit} disabled={chosen === null || submit.isPending} loading={submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit Quiz'}
          </Button>
        ) : (
          <Button onClick={() => setIndex((i) => i + 1)} disabled={chosen === null}>
            Next
          </Button>
        )}
      </div>
    </section>
  );
}
