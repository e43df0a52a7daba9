import { PATTERN_POINTS, patternMessage } from '@morah/contracts';
import { buildPatternRounds } from '@morah/contracts/games/parsha-pattern';
import { GameFrame } from './game-frame';
import { type Round, RoundGame } from './round-game';

const rounds = (): Round[] =>
  buildPatternRounds().map((r) => ({
    id: r.id,
    title: r.title,
    points: PATTERN_POINTS,
    options: r.options,
    correctAnswer: r.correctAnswer,
    explanation: r.explanation,
    hint: r.hint,
    body: (
      <>
        <p className="round-card__question">{r.question}</p>
        {r.sequence.length ? (
          <ol className="parsha-row" aria-label={`In reading order: ${r.sequence.map((s) => (s === '?' ? 'missing' : s)).join(', ')}`}>
            {r.sequence.map((name, i) => (
              <li key={i} className={name === '?' ? 'parsha-row__gap' : 'parsha-row__item'}>
                {name}
              </li>
            ))}
          </ol>
        ) : null}
      </>
    ),
  }));

/** `/games/pattern-parsha`: eight rounds built from the 54 parshiyot each time (see README). */
export function PatternGame() {
  return (
    <GameFrame title="Parsha Pattern Detective" intro="The 54 parshiyot are read in order, one each week. Find the patterns!">
      <RoundGame gameId="pattern-parsha" makeRounds={rounds} message={patternMessage} badgeLine="Parsha Detective Badge Earned!" />
    </GameFrame>
  );
}
