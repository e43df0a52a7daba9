import type { QuizView } from '@morah/contracts';
import { type ReactNode, useEffect } from 'react';
import { CATEGORY_CARDS, DIFFICULTY_CARDS } from '../utils/quiz-labels';
import { CategoryIcon } from './category-icon';

/** A quiz's page around whatever it shows (writing, taking, results): its topic, title and level. */
export function QuizFrame({ quiz, children }: { quiz: QuizView; children: ReactNode }) {
  useEffect(() => {
    document.title = `${quiz.title} · Morah`;
  }, [quiz.title]);
  return (
    <div className="page-shell quiz-page">
      <header className="page-shell__header">
        <p className="page-shell__eyebrow">
          <CategoryIcon category={quiz.category} size={20} /> {CATEGORY_CARDS[quiz.category].label} Quiz
        </p>
        <h1 className="page-shell__title">{quiz.title}</h1>
        <p className="page-shell__intro">{quiz.description}</p>
        <span className={`quiz-level quiz-level--${quiz.difficulty}`}>{DIFFICULTY_CARDS[quiz.difficulty].label}</span>
      </header>
      {children}
    </div>
  );
}
