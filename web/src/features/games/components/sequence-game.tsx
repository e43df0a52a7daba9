import { SEQUENCE_POINTS, sequenceMessage } from '@morah/contracts';
import { SEQUENCE_PUZZLES } from '@morah/contracts/games/hebrew-sequences';
import { HebrewText } from '@/components/ui/hebrew-text';
import { GameFrame } from './game-frame';
import { type Round, RoundGame } from './round-game';

const rounds = (): Round[] =>
  SEQUENCE_PUZZLES.map((p) => ({
    id: p.id,
    title: p.title,
    tag: `${p.difficulty} · ${p.category}`,
    points: SEQUENCE_POINTS[p.difficulty],
    options: p.options,
    correctAnswer: p.correctAnswer,
    explanation: p.explanation,
    hint: p.hint,
    body: (
      <>
        <p>{p.description}</p>
        <HebrewText className="sequence-row" aria-label={`Sequence: ${p.sequence.join(', ')}`}>
          {p.sequence.map((item, i) => (
            <span key={i} className={item === '?' ? 'sequence-row__gap' : 'sequence-row__item'}>
              {item}
            </span>
          ))}
        </HebrewText>
      </>
    ),
  }));

/** `/games/hebrew-sequence`: eight puzzles (spec 3, 4, 9). */
export function SequenceGame() {
  return (
    <GameFrame title="Hebrew Letter Sequences" intro="Spot the pattern and fill the gap. Hebrew reads from right to left!">
      <RoundGame gameId="hebrew-sequence" makeRounds={rounds} message={sequenceMessage} badgeLine="Pattern Finder Badge Earned!" hebrewOptions />
    </GameFrame>
  );
}
