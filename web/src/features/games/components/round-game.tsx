import { type GameId, roundPoints, type RoundOutcome } from '@morah/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { HebrewText } from '@/components/ui/hebrew-text';
import { Icon, type IconName } from '@/components/ui/icon';
import { GameReward } from './game-reward';
import { StatCards } from './stat-cards';

export interface Round {
  id: string;
  title: string;
  /** Scenario, question, clue row: whatever the round shows above its choices. */
  body: ReactNode;
  options: readonly string[];
  correctAnswer: number;
  explanation: string;
  hint: string;
  /** Points when right without the hint. */
  points: number;
  /** A small label such as the difficulty. */
  tag?: string;
}

export interface RoundGameProps {
  gameId: GameId;
  /** A fresh set of rounds (called again for Play Again). */
  makeRounds: () => Round[];
  message: (correct: number, total: number) => string;
  /** A line the completion screen always shows, e.g. 'Logic Master Badge Earned!'. */
  badgeLine?: string;
  /** Options written in Hebrew letters are shown right to left. */
  hebrewOptions?: boolean;
  /** How to lay out the choices (bins for sorting games). */
  optionsClassName?: string;
  /** A picture above each choice (the same for every round: a sorting game's bins). */
  optionIcons?: readonly IconName[];
}

/**
 * The "pick, Submit Answer, see why, Next" games (spec 4 and 5): Submit appears once a choice is made,
 * the choice is locked after it, the hint can be shown once a round (and costs 5 points), and the
 * last round ends with Complete and a completion screen with Play Again.
 */
export function RoundGame({ gameId, makeRounds, message, badgeLine, hebrewOptions = false, optionsClassName, optionIcons }: RoundGameProps) {
  const [rounds, setRounds] = useState(makeRounds);
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [hintShown, setHintShown] = useState(false);
  const [outcomes, setOutcomes] = useState<RoundOutcome[]>([]);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [finishedAfter, setFinishedAfter] = useState<number | null>(null);

  const round = rounds[index]!;
  const score = outcomes.reduce((sum, o, i) => sum + roundPoints(rounds[i]!.points, o), 0);
  const correctCount = outcomes.filter((o) => o.correct).length;
  const isLast = index === rounds.length - 1;

  function submit() {
    if (choice === null || submitted) return;
    setSubmitted(true);
    setOutcomes((o) => [...o, { correct: choice === round.correctAnswer, hintUsed: hintShown }]);
  }

  function next() {
    if (isLast) {
      setFinishedAfter(Math.max(0, Math.floor((Date.now() - startedAt) / 1000)));
      return;
    }
    setIndex((i) => i + 1);
    setChoice(null);
    setSubmitted(false);
    setHintShown(false);
  }

  function playAgain() {
    setRounds(makeRounds());
    setIndex(0);
    setChoice(null);
    setSubmitted(false);
    setHintShown(false);
    setOutcomes([]);
    setStartedAt(Date.now());
    setFinishedAfter(null);
  }

  const result = useMemo(() => (finishedAfter === null ? null : { score, timeSpent: finishedAfter, rounds: outcomes }), [finishedAfter, score, outcomes]);

  if (result) {
    return (
      <section className="game-complete" aria-labelledby="round-game-done">
        <h2 id="round-game-done">{message(correctCount, rounds.length)}</h2>
        <p>
          You got {correctCount} of {rounds.length} right.
        </p>
        <p className="game-complete__score" data-testid="round-final-score">
          Final Score: {score}
        </p>
        {badgeLine ? (
          <p className="game-complete__badge">
            <Icon name="medal" /> {badgeLine}
          </p>
        ) : null}
        <GameReward gameId={gameId} result={result} />
        <Button onClick={playAgain}>Play Again</Button>
      </section>
    );
  }

  const lastOutcome = submitted ? outcomes[outcomes.length - 1] : undefined;
  const optionText = (text: string) => (hebrewOptions ? <HebrewText>{text}</HebrewText> : text);

  return (
    <>
      <StatCards
        stats={[
          { label: 'Question', value: `${index + 1} of ${rounds.length}` },
          { label: 'Score', value: score, testId: 'round-score' },
          { label: 'Correct', value: correctCount },
        ]}
      />
      <section className="round-card" aria-labelledby="round-title">
        <div className="round-card__head">
          <h2 id="round-title">{round.title}</h2>
          {round.tag ? <span className="game-tag">{round.tag}</span> : null}
        </div>
        <div className="round-card__body">{round.body}</div>
        <div className={['round-options', optionsClassName].filter(Boolean).join(' ')} role="group" aria-label="Choices">
          {round.options.map((option, i) => {
            const state = submitted ? (i === round.correctAnswer ? 'right' : i === choice ? 'wrong' : 'idle') : i === choice ? 'chosen' : 'idle';
            // The pick shows by a mark and a word, not by colour alone; until Submit, another tap changes it.
            const mark = state === 'chosen' ? 'Your pick' : state === 'right' ? 'Right answer' : state === 'wrong' ? 'Your pick' : null;
            return (
              <button
                key={`${round.id}-${i}`}
                type="button"
                className={`round-option round-option--${state}`}
                aria-pressed={choice === i}
                disabled={submitted}
                onClick={() => setChoice(i)}
              >
                {optionIcons?.[i] ? <Icon name={optionIcons[i]} size={36} className="round-option__icon" /> : null}
                <span className="round-option__text">{optionText(option)}</span>
                {mark ? (
                  <span className="round-option__mark">
                    <Icon name={state === 'wrong' ? 'cross' : 'check'} size={20} />
                    {mark}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        {choice !== null && !submitted ? <p className="round-card__note">You can change your pick until you press Submit Answer.</p> : null}
        {hintShown && !submitted ? (
          <p className="round-card__hint">
            <Icon name="lightbulb" label="Hint" size={22} /> {round.hint}
          </p>
        ) : null}
        {lastOutcome ? (
          <div className={`round-feedback round-feedback--${lastOutcome.correct ? 'right' : 'wrong'}`} role="status">
            <p className="round-feedback__title">{lastOutcome.correct ? 'Correct!' : `Not quite. The answer is ${round.options[round.correctAnswer]}.`}</p>
            <p>{round.explanation}</p>
          </div>
        ) : null}
        <div className="round-card__actions">
          {!submitted && !hintShown ? (
            <Button variant="ghost" onClick={() => setHintShown(true)}>
              Show Hint (−5 points)
            </Button>
          ) : null}
          {!submitted && choice !== null ? <Button onClick={submit}>Submit Answer</Button> : null}
          {submitted ? <Button onClick={next}>{isLast ? 'Complete' : 'Next'}</Button> : null}
        </div>
      </section>
    </>
  );
}
