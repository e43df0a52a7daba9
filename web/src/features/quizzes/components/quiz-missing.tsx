import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';

/** Spec: a quiz that does not exist (or is not this person's to see). */
export function QuizMissing() {
  return (
    <div className="page-shell quiz-missing">
      <h1 className="page-shell__title">Quiz Not Found</h1>
      <p>The quiz you&apos;re looking for doesn&apos;t exist.</p>
      <Link to="/quiz-generator" className={buttonClass('primary')}>
        Generate a Quiz
      </Link>
    </div>
  );
}
