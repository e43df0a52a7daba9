import { gradeBand, type QuizAttemptResponse } from '@morah/contracts';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** Spec 2: Final Score %, Correct Answers x/y, XP Earned, a review of each question, Generate Another Quiz. */
export function QuizResults({ result, generatorPath = '/quiz-generator' }: { result: QuizAttemptResponse; generatorPath?: string }) {
  return (
    <section className="quiz-results" aria-labelledby="quiz-results-title">
      <h2 id="quiz-results-title">Quiz Complete!</h2>
      <dl className="quiz-results__figures">
        <div>
          <dt>Final Score</dt>
          <dd data-testid="quiz-score">{result.score}%</dd>
        </div>
        <div>
          <dt>Grade</dt>
          <dd>{gradeBand(result.score)}</dd>
        </div>
        <div>
          <dt>Correct Answers</dt>
          <dd data-testid="quiz-correct">
            {result.correctAnswers}/{result.totalQuestions}
          </dd>
        </div>
        <div>
          <dt>XP Earned</dt>
          <dd data-testid="quiz-xp">+{result.xpGained}</dd>
        </div>
      </dl>
      {result.xpGained === 0 ? <p className="quiz-results__note">Practice rounds earn no XP: your first try already counted.</p> : null}
      <h3>Let's look at each question</h3>
      <ol className="quiz-review">
        {result.review.map((item, i) => (
          <li key={i} className={`quiz-review__item quiz-review__item--${item.isCorrect ? 'right' : 'wrong'}`}>
            <p className="quiz-review__question">
              <Icon name={item.isCorrect ? 'check' : 'lightbulb'} size={20} label={item.isCorrect ? 'Right' : 'Think again'} />{' '}
              {item.question}
            </p>
            <p>
              <strong>Correct answer:</strong> {item.options[item.correctAnswer]}
            </p>
            {!item.isCorrect ? (
              <p>
                <strong>Your answer:</strong> {item.selectedAnswer === null ? 'No answer' : item.options[item.selectedAnswer]}
              </p>
            ) : null}
            {item.explanation ? (
              <p className="quiz-review__explanation">
                <strong>Explanation:</strong> {item.explanation}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <Link to={generatorPath} className={buttonClass('primary', 'lg')}>
        Generate Another Quiz
      </Link>
    </section>
  );
}
