import {
  dealMemoryCards,
  flipCard,
  isMemoryComplete,
  MEMORY_FLIP_BACK_MS,
  MEMORY_PAIRS,
  MEMORY_POINTS_PER_MATCH,
  type MemoryState,
  memoryFinalScore,
  memoryMessage,
  memoryScoreTone,
  turnBack,
} from '@morah/contracts';
import { MEMORY_LETTERS } from '@morah/contracts/games/memory-letters';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { HebrewText } from '@/components/ui/hebrew-text';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import { formatClock } from '../utils/format-clock';
import { GameFrame } from './game-frame';
import { GameReward } from './game-reward';
import { StatCards } from './stat-cards';

const LETTER_IDS = MEMORY_LETTERS.map((l) => l.letterId);
const byId = new Map(MEMORY_LETTERS.map((l) => [l.letterId, l]));

function newGame(): MemoryState {
  return { cards: dealMemoryCards(LETTER_IDS), flipped: [], matched: [], moves: 0 };
}

/** `/games/hebrew-memory`: match each Hebrew letter with its sound (spec 4, 5, 9). */
export function MemoryGame() {
  const [state, setState] = useState(newGame);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [finishedSeconds, setFinishedSeconds] = useState<number | null>(null);
  const flipBack = useRef<ReturnType<typeof setTimeout> | null>(null);
  const complete = isMemoryComplete(state);
  const elapsed = useElapsedSeconds(startedAt, !complete);
  const seconds = finishedSeconds ?? elapsed;

  useEffect(() => () => {
    if (flipBack.current) clearTimeout(flipBack.current);
  }, []);

  useEffect(() => {
    if (complete && finishedSeconds === null && startedAt !== null) setFinishedSeconds(Math.floor((Date.now() - startedAt) / 1000));
  }, [complete, finishedSeconds, startedAt]);

  function onFlip(key: string) {
    if (startedAt === null) setStartedAt(Date.now());
    const result = flipCard(state, key);
    setState(result.state);
    if (result.mismatch) {
      flipBack.current = setTimeout(() => setState((s) => turnBack(s)), MEMORY_FLIP_BACK_MS);
    }
  }

  function restart() {
    if (flipBack.current) clearTimeout(flipBack.current);
    setState(newGame());
    setStartedAt(null);
    setFinishedSeconds(null);
  }

  const pairs = state.matched.length / 2;
  const finalScore = finishedSeconds === null ? null : memoryFinalScore(state.moves, finishedSeconds);
  const result = useMemo(() => (finalScore === null ? null : { score: finalScore, timeSpent: finishedSeconds!, moves: state.moves }), [finalScore, finishedSeconds, state.moves]);

  return (
    <GameFrame title="Hebrew Letter Memory" intro="Find each letter's sound. Turn two cards at a time!">
      <StatCards
        stats={[
          { label: 'Score', value: finalScore ?? pairs * MEMORY_POINTS_PER_MATCH, testId: 'memory-score' },
          { label: 'Time', value: formatClock(seconds) },
          { label: 'Moves', value: state.moves, testId: 'memory-moves' },
          { label: 'Pairs', value: `${pairs}/${MEMORY_PAIRS}` },
        ]}
      />
      {startedAt === null ? <p className="game-hint">The timer starts when you turn your first card.</p> : null}
      <ul className="memory-grid" aria-label="Memory cards">
        {state.cards.map((card, index) => {
          const up = state.flipped.includes(card.key) || state.matched.includes(card.key);
          const matched = state.matched.includes(card.key);
          const letter = byId.get(card.letterId)!;
          const label = up ? (card.face === 'letter' ? `Letter ${letter.name}` : `Sound ${letter.sound}`) : `Card ${index + 1}, face down`;
          return (
            <li key={card.key}>
              <button
                type="button"
                className={['memory-card', up ? 'memory-card--up' : '', matched ? 'memory-card--matched' : ''].join(' ')}
                aria-label={label}
                aria-pressed={up}
                disabled={matched || complete}
                onClick={() => onFlip(card.key)}
              >
                <span className="memory-card__inner" aria-hidden="true">
                  <span className="memory-card__back">?</span>
                  <span className="memory-card__front">
                    {card.face === 'letter' ? (
                      <HebrewText className="memory-card__letter">{letter.letter}</HebrewText>
                    ) : (
                      <>
                        <span className="memory-card__sound">{letter.sound}</span>
                        <span className="memory-card__example">{letter.example}</span>
                      </>
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {complete && finalScore !== null && result ? (
        <section className="game-complete" aria-labelledby="memory-done">
          <h2 id="memory-done">{memoryMessage(finalScore)}</h2>
          <p>
            You found all {MEMORY_PAIRS} pairs in {state.moves} moves and {formatClock(finishedSeconds!)}.
          </p>
          <p className={`game-complete__score game-complete__score--${memoryScoreTone(finalScore)}`} data-testid="memory-final-score">
            Final Score: {finalScore}
          </p>
          <GameReward gameId="hebrew-memory" result={result} />
          <Button onClick={restart}>Play Again</Button>
        </section>
      ) : (
        <Button variant="secondary" onClick={restart}>
          Restart
        </Button>
      )}
    </GameFrame>
  );
}
