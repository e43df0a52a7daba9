import { DndContext, type DragEndEvent, PointerSensor, TouchSensor, useDraggable, useSensor, useSensors } from '@dnd-kit/core';
import { dropPiece, isSceneComplete, type PuzzlePieceState, SCENE_POINTS, unplacePiece } from '@morah/contracts';
import { BOARD_HEIGHT, BOARD_WIDTH, PIECE_SIZE, type PuzzleScene, type ScenePiece, SHABBAT_SCENES } from '@morah/contracts/games/shabbat-scenes';
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { asIconName, Icon } from '@/components/ui/icon';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import { useElementWidth } from '../hooks/use-element-width';
import { formatClock } from '../utils/format-clock';
import { GameReward } from './game-reward';
import { StatCards } from './stat-cards';

/** Arrow keys move a piece this far on the board (Shift: four times as far). */
const KEY_STEP = 8;
/** A drag that moved less than this (screen px) was a tap: it picks the piece up for the tap-to-place way. */
const TAP_SLOP = 8;
/** Pieces in the tray are drawn at the board's size, never smaller than a child's finger target. */
const MIN_TRAY_PIECE = 48;

const startPieces = (scene: PuzzleScene): PuzzlePieceState[] =>
  scene.pieces.map((p) => ({ id: p.id, x: 0, y: 0, correctX: p.correctX, correctY: p.correctY, placed: false, isCorrect: false }));

/**
 * `/games/shabbat-puzzle` (spec 2, 4, 9): three scenes of 4, 5 and 6 pieces, dragged with the mouse or a
 * finger (@dnd-kit), or tapped then placed with a tap on the board (no dragging needed), or placed
 * with the keyboard (Enter puts a piece on the board, arrows move it).
 */
export function ShabbatPuzzle() {
  const [sceneIndex, setSceneIndex] = useState(0);
  const scene = SHABBAT_SCENES[sceneIndex]!;
  const [pieces, setPieces] = useState(() => startPieces(scene));
  const [score, setScore] = useState(0);
  const [scored, setScored] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [finishedAfter, setFinishedAfter] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const elapsed = useElapsedSeconds(startedAt, finishedAfter === null);
  const { ref: boardRef, width } = useElementWidth<HTMLDivElement>(BOARD_WIDTH);
  const scale = Math.min(1, width / BOARD_WIDTH);
  const complete = isSceneComplete(pieces);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(TouchSensor, { activationConstraint: { delay: 80, tolerance: 6 } }));

  useEffect(() => {
    if (complete && !scored) {
      setScore((s) => s + SCENE_POINTS[scene.difficulty]);
      setScored(true);
    }
  }, [complete, scored, scene.difficulty]);

  const start = () => setStartedAt((t) => t ?? Date.now());

  function place(id: string, at: { x: number; y: number }) {
    start();
    // A piece never leaves the board, so none is ever lost off its edge.
    const x = Math.round(Math.min(BOARD_WIDTH - PIECE_SIZE, Math.max(0, at.x)));
    const y = Math.round(Math.min(BOARD_HEIGHT - PIECE_SIZE, Math.max(0, at.y)));
    setPieces((ps) => dropPiece(ps, id, { x, y }));
  }

  /** Puts a piece on the board with its centre at a point of the screen (the piece's size does not matter). */
  function placeCentredAt(id: string, clientX: number, clientY: number) {
    const board = boardRef.current?.getBoundingClientRect();
    if (!board) return;
    place(id, { x: (clientX - board.left) / scale - PIECE_SIZE / 2, y: (clientY - board.top) / scale - PIECE_SIZE / 2 });
  }

  function onDragEnd(event: DragEndEvent) {
    const id = String(event.active.id);
    if (Math.hypot(event.delta.x, event.delta.y) < TAP_SLOP) {
      togglePicked(id);
      return;
    }
    setPickedId(null);
    const rect = event.active.rect.current.translated;
    const board = boardRef.current?.getBoundingClientRect();
    if (!rect || !board) return;
    // The piece's centre is where the finger or the pointer holds it, whatever size the tray drew it.
    const centreX = rect.left + rect.width / 2;
    const centreY = rect.top + rect.height / 2;
    const onBoard = centreX >= board.left && centreX <= board.right && centreY >= board.top && centreY <= board.bottom;
    if (!onBoard) {
      setPieces((ps) => unplacePiece(ps, id));
      return;
    }
    placeCentredAt(id, centreX, centreY);
  }

  function togglePicked(id: string) {
    start();
    setPickedId((current) => (current === id ? null : id));
  }

  /** The tap-to-place way: a piece was picked up, and the board is tapped where it belongs. */
  function onBoardTap(event: MouseEvent) {
    if (!pickedId) return;
    placeCentredAt(pickedId, event.clientX, event.clientY);
    setPickedId(null);
  }

  function onPieceKey(event: KeyboardEvent, piece: PuzzlePieceState) {
    if (piece.isCorrect) return;
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    if (!piece.placed && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      place(piece.id, { x: (BOARD_WIDTH - PIECE_SIZE) / 2, y: (BOARD_HEIGHT - PIECE_SIZE) / 2 });
      setFocusId(piece.id);
    } else if (piece.placed && moves[event.key]) {
      event.preventDefault();
      const [dx, dy] = moves[event.key]!;
      place(piece.id, { x: piece.x + dx, y: piece.y + dy });
      setFocusId(piece.id);
    }
  }

  function nextScene() {
    const next = SHABBAT_SCENES[sceneIndex + 1]!;
    setSceneIndex(sceneIndex + 1);
    setPieces(startPieces(next));
    setScored(false);
    setPickedId(null);
  }

  function restart() {
    setSceneIndex(0);
    setPieces(startPieces(SHABBAT_SCENES[0]!));
    setScore(0);
    setScored(false);
    setStartedAt(null);
    setFinishedAfter(null);
    setPickedId(null);
  }

  const result = useMemo(() => (finishedAfter === null ? null : { score, timeSpent: finishedAfter, scenes: SHABBAT_SCENES.length }), [finishedAfter, score]);
  const correct = pieces.filter((p) => p.isCorrect).length;
  const isLastScene = sceneIndex === SHABBAT_SCENES.length - 1;
  const picked = pieces.find((p) => p.id === pickedId && !p.isCorrect);
  const trayScale = Math.max(scale, MIN_TRAY_PIECE / PIECE_SIZE);

  if (result) {
    return (
      <div className="page-shell page-shell--wide game-page">
        <section className="game-complete" aria-labelledby="shabbat-done">
          <h1 id="shabbat-done">Shabbat Puzzle Master!</h1>
          <p className="game-complete__score">Final Score: {result.score}</p>
          <p>Total Time: {formatClock(result.timeSpent)}</p>
          <GameReward gameId="shabbat-puzzle" result={result} />
          <div className="game-complete__actions">
            <Button onClick={restart}>Play Again</Button>
            <Link to="/games" className={buttonClass('secondary')}>
              Back to Games
            </Link>
          </div>
        </section>
      </div>
    );
  }

  const byId = new Map(scene.pieces.map((p) => [p.id, p]));
  return (
    <div className="page-shell page-shell--wide game-page">
      <header className="shabbat-header">
        <div>
          <h1 className="page-shell__title">{scene.title}</h1>
          <p className="page-shell__intro">{scene.description}</p>
        </div>
        <div className="shabbat-header__tags">
          <span className={`game-tag game-card__difficulty--${scene.difficulty === 'Easy' ? 'beginner' : scene.difficulty === 'Medium' ? 'intermediate' : 'advanced'}`}>{scene.difficulty}</span>
          <span className="game-tag">
            Scene {sceneIndex + 1}/{SHABBAT_SCENES.length}
          </span>
        </div>
      </header>
      <StatCards
        stats={[
          { label: 'Score', value: score, testId: 'shabbat-score' },
          { label: 'Time', value: formatClock(elapsed) },
          { label: 'Pieces', value: `${correct}/${pieces.length}`, testId: 'shabbat-pieces' },
          { label: 'Progress', value: `${Math.round((correct / pieces.length) * 100)}%` },
        ]}
      />
      {/* One line that keeps its height: were it to change when a drag starts, the board would move under the finger. */}
      <p className="game-hint shabbat-hint" aria-live="polite">
        {picked
          ? `${byId.get(picked.id)!.label} is picked up. Now tap its place on the board.`
          : startedAt === null
            ? 'Drag any piece to start the timer!'
            : 'Drag a piece to its place, or tap a piece and then tap its place.'}
      </p>
      {/* No auto-scrolling: the board stays still under a small hand, so a piece lands where it is let go. */}
      <DndContext sensors={sensors} autoScroll={false} onDragStart={start} onDragEnd={onDragEnd}>
        {/* Tapping the board places the picked piece; keyboard users place pieces with Enter and the arrows. */}
        <div
          ref={boardRef}
          className={`shabbat-board${picked ? ' shabbat-board--placing' : ''}`}
          style={{ height: BOARD_HEIGHT * scale, backgroundImage: scene.backgroundImage }}
          aria-label={`${scene.title} board`}
          role="region"
          onClick={onBoardTap}
        >
          {scene.pieces.map((p) => (
            <span
              key={p.id}
              className="shabbat-slot"
              data-slot={p.id}
              aria-hidden="true"
              style={{ left: p.correctX * scale, top: p.correctY * scale, width: p.width * scale, height: p.height * scale }}
            >
              <Icon name={asIconName(p.picture, 'puzzle')} size={Math.round(60 * scale)} />
            </span>
          ))}
          {pieces
            .filter((p) => p.placed)
            .map((p) => (
              <Piece key={p.id} state={p} piece={byId.get(p.id)!} scale={scale} picked={pickedId === p.id} onPick={togglePicked} onKeyDown={onPieceKey} focus={focusId === p.id} onFocused={() => setFocusId(null)} />
            ))}
        </div>
        <div className="shabbat-tray" aria-label="Pieces to place" role="group">
          {pieces.filter((p) => !p.placed).length === 0 ? <p className="shabbat-tray__empty">All pieces are on the board.</p> : null}
          {pieces
            .filter((p) => !p.placed)
            .map((p) => (
              <Piece key={p.id} state={p} piece={byId.get(p.id)!} scale={trayScale} picked={pickedId === p.id} onPick={togglePicked} onKeyDown={onPieceKey} focus={focusId === p.id} onFocused={() => setFocusId(null)} />
            ))}
        </div>
      </DndContext>
      <details className="shabbat-help">
        <summary>How to play</summary>
        <p>Drag each picture to its place in the scene: look for its faint outline. A piece that lands close enough snaps into place.</p>
        <p>Without dragging: tap a piece to pick it up, then tap its place on the board.</p>
        <p>With a keyboard: Tab to a piece, press Enter to put it on the board, then move it with the arrow keys (hold Shift for big steps).</p>
      </details>
      {complete ? (
        <section className="game-complete" aria-labelledby="scene-done">
          <h2 id="scene-done">Scene Complete!</h2>
          <p>{scene.completionMessage}</p>
          <Button onClick={isLastScene ? () => setFinishedAfter(Math.floor((Date.now() - (startedAt ?? Date.now())) / 1000)) : nextScene}>{isLastScene ? 'Finish Game' : 'Next Scene'}</Button>
        </section>
      ) : null}
      <div className="game-complete__actions">
        <Button variant="secondary" onClick={restart}>
          Restart
        </Button>
        <Link to="/games" className={buttonClass('ghost')}>
          Back to Games
        </Link>
      </div>
    </div>
  );
}

interface PieceProps {
  state: PuzzlePieceState;
  piece: ScenePiece;
  scale: number;
  picked: boolean;
  onPick: (id: string) => void;
  onKeyDown: (event: KeyboardEvent, state: PuzzlePieceState) => void;
  focus: boolean;
  onFocused: () => void;
}

function Piece({ state, piece, scale, picked, onPick, onKeyDown, focus, onFocused }: PieceProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: state.id, disabled: state.isCorrect });
  const own = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (focus) {
      own.current?.focus();
      onFocused();
    }
  }, [focus, onFocused]);
  const size = piece.width * scale;
  const style = {
    width: size,
    height: size,
    ...(state.placed ? { position: 'absolute' as const, left: state.x * scale, top: state.y * scale } : {}),
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
  };
  const where = state.isCorrect ? 'in its place' : state.placed ? 'on the board, not in its place yet' : 'waiting to be placed';
  return (
    <button
      ref={(node) => {
        setNodeRef(node);
        own.current = node;
      }}
      type="button"
      {...attributes}
      {...listeners}
      onKeyDown={(e) => onKeyDown(e, state)}
      onClick={(e) => {
        // A tap (mouse, finger or Enter on a piece already on the board) picks the piece up, or puts it down again.
        e.stopPropagation();
        if (!state.isCorrect) onPick(state.id);
      }}
      className={['shabbat-piece', state.isCorrect ? 'shabbat-piece--correct' : '', isDragging ? 'shabbat-piece--dragging' : '', picked ? 'shabbat-piece--picked' : ''].join(' ')}
      style={style}
      aria-label={`${piece.label}: ${where}`}
      aria-pressed={state.isCorrect ? undefined : picked}
      aria-disabled={state.isCorrect}
      data-piece={state.id}
    >
      <Icon name={asIconName(piece.picture, 'puzzle')} size={Math.round(60 * scale)} />
    </button>
  );
}
