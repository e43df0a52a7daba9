export interface QuizQuestionCardProps {
  question: string;
  options: readonly string[];
  selected: number | null;
  onSelect: (index: number) => void;
  /** Names the group for screen readers, e.g. 'Question 2'. */
  label: string;
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** One question with lettered options to choose from (reused wherever a quiz is taken). */
export function QuizQuestionCard({ question, options, selected, onSelect, label }: QuizQuestionCardProps) {
  return (
    <fieldset className="quiz-question">
      <legend className="quiz-question__text">
        <span className="visually-hidden">{label}: </span>
        {question}
      </legend>
      <div className="quiz-question__options">
        {options.map((option, i) => (
          <label key={i} className={['quiz-option', selected === i ? 'quiz-option--selected' : ''].join(' ')}>
            <input type="radio" name={label} checked={selected === i} onChange={() => onSelect(i)} />
            <span className="quiz-option__letter" aria-hidden="true">
              {LETTERS[i]}
            </span>
            <span className="quiz-option__text">{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
