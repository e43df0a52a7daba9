import { DEFAULT_QUESTION_COUNT, QUESTION_COUNTS, QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, type QuizCategory, type QuizDifficulty } from '@morah/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/components/toaster/notify';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { PageShell } from '@/components/ui/page-shell';
import { ApiError } from '@/lib/api-client';
import { useGenerateQuiz } from '../api/generate-quiz';
import { useQuizzes } from '../api/get-quizzes';
import { useQuizArrival } from '../hooks/use-quiz-arrival';
import { CATEGORY_CARDS, DIFFICULTY_CARDS } from '../utils/quiz-labels';
import { QuizWriting } from './quiz-writing';
import { CategoryIcon } from './category-icon';

const RECENT = 5;

/** `/quiz-generator` (spec 2, 4, 5, 8): choose a topic, a level and a size; Morah writes the quiz. */
export function QuizGenerator() {
  const [category, setCategory] = useState<QuizCategory | null>(null);
  const [difficulty, setDifficulty] = useState<QuizDifficulty | null>(null);
  const [count, setCount] = useState<number>(DEFAULT_QUESTION_COUNT);
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  const generate = useGenerateQuiz();
  const busy = generate.isPending || waitingFor !== null;

  function onGenerate() {
    if (!category || !difficulty) {
      notify({ title: 'Missing Information', description: 'Please select both a category and difficulty level.', variant: 'destructive' });
      return;
    }
    generate.mutate(
      { category, difficulty, questionCount: count },
      {
        onSuccess: (data) => setWaitingFor(data.quiz.id),
        onError: (error) =>
          notify({ title: 'Generation Failed', description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Failed to generate quiz. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <PageShell eyebrow="Quizzes" title="AI Quiz Generator" intro="Pick a topic and a level, and Morah will write a quiz just for you!" wide>
      <div className="quiz-generator">
        <section aria-labelledby="topic-title">
          <h2 id="topic-title">1. Choose a topic</h2>
          <div className="choice-cards" role="radiogroup" aria-labelledby="topic-title">
            {QUIZ_CATEGORIES.map((c) => (
              <button key={c} type="button" role="radio" aria-checked={category === c} className="choice-card toggle-tile" onClick={() => setCategory(c)} disabled={busy}>
                <span className="choice-card__icon">
                  <CategoryIcon category={c} />
                </span>
                <span className="choice-card__label">{CATEGORY_CARDS[c].label}</span>
                <span className="choice-card__blurb">{CATEGORY_CARDS[c].blurb}</span>
              </button>
            ))}
          </div>
        </section>
        <section aria-labelledby="level-title">
          <h2 id="level-title">2. Choose a level</h2>
          <div className="choice-cards choice-cards--three" role="radiogroup" aria-labelledby="level-title">
            {QUIZ_DIFFICULTIES.map((d) => (
              <button key={d} type="button" role="radio" aria-checked={difficulty === d} className="choice-card toggle-tile" onClick={() => setDifficulty(d)} disabled={busy}>
                <span className="choice-card__label">{DIFFICULTY_CARDS[d].label}</span>
                <span className="choice-card__blurb">{DIFFICULTY_CARDS[d].ages}</span>
              </button>
            ))}
          </div>
        </section>
        <section aria-labelledby="count-title" className="quiz-generator__count">
          <h2 id="count-title">3. How many questions?</h2>
          <label className="visually-hidden" htmlFor="question-count">
            Number of questions
          </label>
          <select id="question-count" value={count} onChange={(e) => setCount(Number(e.target.value))} disabled={busy}>
            {QUESTION_COUNTS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.value} questions ({c.label})
              </option>
            ))}
          </select>
        </section>
        <Button size="lg" onClick={onGenerate} disabled={!category || !difficulty || busy} loading={generate.isPending}>
          {busy ? 'Generating...' : 'Generate AI Quiz'}
        </Button>
        {waitingFor !== null ? <Arrival quizId={waitingFor} onDone={() => setWaitingFor(null)} /> : null}
      </div>
      <RecentQuizzes />
    </PageShell>
  );
}

/** Waits for the quiz Morah is writing, then goes to it (or says it failed). */
function Arrival({ quizId, onDone }: { quizId: number; onDone: () => void }) {
  const { query, live } = useQuizArrival(quizId);
  const navigate = useNavigate();
  const handled = useRef(false);
  const quiz = query.data?.quiz;

  useEffect(() => {
    if (!quiz || handled.current) return;
    if (quiz.status === 'ready') {
      handled.current = true;
      notify({ title: 'Quiz Generated!', description: `Your ${CATEGORY_CARDS[quiz.category].label} quiz is ready with ${quiz.totalQuestions} questions.` });
      navigate(`/quiz/${quiz.id}`);
    } else if (quiz.status === 'failed') {
      handled.current = true;
      notify({ title: 'Generation Failed', description: 'Failed to generate quiz. Please try again.', variant: 'destructive' });
      onDone();
    }
  }, [quiz, navigate, onDone]);

  return <QuizWriting percent={live?.percent ?? 5} message={live?.message ?? 'Morah is writing your quiz...'} />;
}

function RecentQuizzes() {
  const quizzes = useQuizzes();
  let body;
  if (quizzes.isPending) body = <PageLoader label="Loading your quizzes..." />;
  else if (quizzes.isError) body = <LoadError error={quizzes.error} onRetry={() => void quizzes.refetch()} />;
  else {
    const recent = quizzes.data.quizzes.filter((q) => q.status !== 'failed').slice(0, RECENT);
    body =
      recent.length === 0 ? (
        <p className="empty-state">No quizzes yet. Generate your first AI-powered quiz!</p>
      ) : (
        <ul className="recent-quizzes">
          {recent.map((q) => (
            <li key={q.id}>
              <Link to={`/quiz/${q.id}`} className="recent-quizzes__link">
                <span className="recent-quizzes__title">{q.title}</span>
                <span className="recent-quizzes__meta">
                  {CATEGORY_CARDS[q.category].label} · {DIFFICULTY_CARDS[q.difficulty].label} · {q.totalQuestions} questions
                </span>
                <span className="recent-quizzes__score">{q.status === 'generating' ? 'Being written...' : q.score === null ? 'Not taken yet' : `${q.score}%`}</span>
              </Link>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section className="card recent-quizzes-card" aria-labelledby="recent-title">
      <h2 id="recent-title" className="card__title">
        Recent Quizzes
      </h2>
      {body}
    </section>
  );
}
