import { gradeBand } from '@morah/contracts';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AnswerRecord, SHOWCASE_QUIZ } from '../data/showcase-quiz';

const LETTERS = ['A', 'B', 'C', 'D'];
/** Spec learning-content 9: the explanation and Next appear a second after an answer. */
const REVEAL_MS = 1000;

/** Interactive Quizzes: one question at a time, an answer chosen once, then the explanation; a grade at the end. */
export function QuizDemo() {
  const { questions } = SHOWCASE_QUIZ;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<AnswerRecord[]>([]);
  const [revealed, setRevealed] = useState(false);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [questionStartedAt, setQuestionStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [done, setDone] = useState(false);
  const question = questions[index]!;
  const chosen = answers.find((a) => a.questionId === question.id);

  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);

  useEffect(() => {
    if (!chosen) return;
    const timer = window.setTimeout(() => setRevealed(true), REVEAL_MS);
    return () => window.clearTimeout(timer);
  }, [chosen]);

  const choose = (option: number) => {
    if (chosen) return;
    setAnswers((all) => [...all, { questionId: question.id, selectedAnswer: option, isCorrect: option === question.correctAnswer, timeSpent: Math.round((Date.now() - questionStartedAt) / 1000) }]);
  };

  const next = () => {
    if (index === questions.length - 1) {
      setDone(true);
      return;
    }
    setIndex(index + 1);
    setRevealed(false);
    setQuestionStartedAt(Date.now());
  };

  const restart = () => {
    setIndex(0);
    setAnswers([]);
    setRevealed(false);
    setDone(false);
    setStartedAt(Date.now());
    setQuestionStartedAt(Date.now());
  };

  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  if (done) {
    const correct = answers.filter((a) => a.isCorrect).length;
    const percent = Math.round((correct / questions.length) * 100);
    return (
      <div className="quiz-demo quiz-demo--result" role="status">
        <p className="quiz-demo__grade">{gradeBand(percent)}</p>
        <p className="quiz-demo__score">
          {correct} of {questions.length} correct · {percent}%
        </p>
        <p className="muted">Time: {formatSeconds(elapsed)}</p>
        <Button onClick={restart}>Try again</Button>
      </div>
    );
  }

  return (
    <div className="quiz-demo">
      <header className="quiz-demo__header">
        <div>
          <h3 className="quiz-demo__title">{SHOWCASE_QUIZ.title}</h3>
          <p className="muted">{SHOWCASE_QUIZ.description}</p>
        </div>
        <span className={`difficulty difficulty--${question.difficulty}`}>{question.difficulty}</span>
        <span className="quiz-demo__timer" aria-label={`Time ${formatSeconds(elapsed)}`}>
          {formatSeconds(elapsed)}
        </span>
      </header>
      <p className="quiz-demo__progress">
        Question {index + 1} of {questions.length}
      </p>
      <progress className="quiz-demo__bar" max={questions.length} value={index + (chosen ? 1 : 0)} aria-label="Quiz progress" />
      <fieldset className="quiz-demo__question">
        <legend>{question.question}</legend>
        {question.options.map((option, i) => {
          const state = !chosen ? '' : i === question.correctAnswer ? 'quiz-option--right' : i === chosen.selectedAnswer ? 'quiz-option--wrong' : '';
          return (
            <button key={option} type="button" className={`quiz-option ${state}`} onClick={() => choose(i)} disabled={Boolean(chosen)} aria-pressed={chosen?.selectedAnswer === i}>
              <span className="quiz-option__letter">{LETTERS[i]}</span> {option}
            </button>
          );
        })}
      </fieldset>
      {chosen && revealed ? (
        <div className="quiz-demo__explain" role="status">
          <p>
            <strong>{chosen.isCorrect ? 'Correct!' : 'Not quite.'}</strong> {question.explanation}
          </p>
          <Button onClick={next}>{index === questions.length - 1 ? 'Complete Quiz' : 'Next Question'}</Button>
        </div>
      ) : null}
    </div>
  );
}

function formatSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
