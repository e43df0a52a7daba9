import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { HebrewText } from '@/components/ui/hebrew-text';
import { CALLIGRAPHY_LETTERS, strokeProgress } from '../data/calligraphy-letters';

const COLORS = [
  { name: 'Ink', value: '#2b2118' },
  { name: 'Blue', value: '#1f5fad' },
  { name: 'Green', value: '#1f7a6f' },
  { name: 'Red', value: '#c2502f' },
  { name: 'Gold', value: '#b7791f' },
  { name: 'Purple', value: '#6b4fa1' },
];
const SIZE = 320;

/**
 * Hebrew Calligraphy: write each of five letters over a faint guide. Every finished stroke counts;
 * at the letter's own number of strokes it says 'Complete!'. The drawing downloads as a PNG.
 */
export function CalligraphyDemo() {
  const [index, setIndex] = useState(0);
  const [brush, setBrush] = useState(3);
  const [color, setColor] = useState(COLORS[0]!.value);
  const [guide, setGuide] = useState(true);
  const [strokes, setStrokes] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const letter = CALLIGRAPHY_LETTERS[index]!;
  const progress = strokeProgress(strokes, letter.strokes.length);

  const clear = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, SIZE, SIZE);
    }
    setStrokes(0);
  };
  // A new letter starts on a clean page.
  useEffect(clear, [index]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * SIZE, y: ((event.clientY - rect.top) / rect.height) * SIZE };
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = { ...point(event), moved: false };
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = drawing.current;
    if (!last) return;
    const next = point(event);
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.strokeStyle = color;
      ctx.lineWidth = brush;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.beginPath();
      ctx.moveTo(last.x, last.y);
      ctx.lineTo(next.x, next.y);
      ctx.stroke();
    }
    drawing.current = { ...next, moved: true };
  };
  const up = () => {
    if (drawing.current?.moved) setStrokes((n) => n + 1);
    drawing.current = null;
  };

  const download = () => {
    const url = canvas.current?.toDataURL('image/png');
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `morah-${letter.name.toLowerCase()}.png`;
    link.click();
  };

  return (
    <div className="calligraphy">
      <div className="calligraphy__info">
        <p className="calligraphy__letter">
          <HebrewText>{letter.letter}</HebrewText> <span>{letter.name}</span>
        </p>
        <p>
          <strong>Say it:</strong> {letter.pronunciation}
        </p>
        <p>{letter.meaning}</p>
        <h3>Stroke order</h3>
        <ol className="calligraphy__strokes">
          {letter.strokes.map((s, i) => (
            <li key={s} className={i < progress.shown ? 'calligraphy__stroke--done' : undefined}>
              {s}
            </li>
          ))}
        </ol>
        <p className="calligraphy__count" role="status">
          Strokes: {progress.shown} of {letter.strokes.length}
          {progress.complete ? <strong className="calligraphy__complete"> Complete!</strong> : null}
        </p>
      </div>

      <div className="calligraphy__paper">
        <div className="calligraphy__canvas-wrap">
          {guide ? (
            <span className="calligraphy__guide" aria-hidden="true" lang="he" dir="rtl">
              {letter.letter}
            </span>
          ) : null}
          <canvas
            ref={canvas}
            width={SIZE}
            height={SIZE}
            className="calligraphy__canvas"
            aria-label={`Writing area: write ${letter.name}`}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
            onPointerLeave={up}
          />
        </div>
        <div className="calligraphy__tools">
          <label className="calligraphy__brush">
            Brush size: {brush} px
            <input type="range" min={1} max={10} step={1} value={brush} onChange={(e) => setBrush(Number(e.target.value))} />
          </label>
          <div className="calligraphy__colors" role="radiogroup" aria-label="Colour">
            {COLORS.map((c) => (
              <button key={c.value} type="button" role="radio" aria-checked={c.value === color} aria-label={c.name} className="calligraphy__color toggle-tile" style={{ background: c.value }} onClick={() => setColor(c.value)} />
            ))}
          </div>
          <div className="calligraphy__buttons">
            <Button variant="secondary" aria-pressed={guide} onClick={() => setGuide((g) => !g)}>
              {guide ? 'Hide guide' : 'Show guide'}
            </Button>
            <Button variant="secondary" onClick={clear}>
              Clear
            </Button>
            <Button variant="secondary" onClick={download}>
              Download PNG
            </Button>
          </div>
          <div className="calligraphy__buttons">
            <Button variant="ghost" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
              Previous
            </Button>
            <Button variant="ghost" disabled={index === CALLIGRAPHY_LETTERS.length - 1} onClick={() => setIndex((i) => i + 1)}>
              Next
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
