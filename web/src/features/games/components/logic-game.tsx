import { LOGIC_POINTS, logicMessage } from '@morah/contracts';
import { LOGIC_PUZZLES } from '@morah/contracts/games/talmud-logic-puzzles';
import { GameFrame } from './game-frame';
import { type Round, RoundGame } from './round-game';

const rounds = (): Round[] =>
  LOGIC_PUZZLES.map((p) => ({
    id: p.id,
    title: p.title,
    tag: p.difficulty,
    points: LOGIC_POINTS[p.difficulty],
    options: p.options,
    correctAnswer: p.correctAnswer,
    explanation: p.explanation,
    hint: p.hint,
    body: (
      <>
        <p className="round-card__meta">
          {p.theme} · {p.talmudConcept}
        </p>
        <p>{p.scenario}</p>
        <p className="round-card__question">{p.question}</p>
      </>
    ),
  }));

/** `/games/talmud-logic`: five puzzles (spec 3, 4, 9). */
export function LogicGame() {
  return (
    <GameFrame title="Talmudic Logic Puzzles" intro="Think like the sages! Read each story, choose, and see why.">
      <RoundGame gameId="talmud-logic-puzzles" makeRounds={rounds} message={logicMessage} badgeLine="Logic Master Badge Earned!" />
    </GameFrame>
  );
}
