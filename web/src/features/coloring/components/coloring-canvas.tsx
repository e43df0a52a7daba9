import type { ColoringLetter } from '@morah/contracts';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { OUTLINE_COLOR, OUTLINE_WIDTH, strokePath, UNCOLORED_FILL } from '../utils/artwork-svg';
import { type ColoringAction, partFills, type Point, strokesOf } from '../utils/coloring-state';

export type ColoringTool = 'fill' | 'brush';

export interface ColoringCanvasProps {
  letter: ColoringLetter;
  outlines: readonly string[];
  pageSize: number;
  actions: readonly ColoringAction[] | undefined;
  tool: ColoringTool;
  color: string;
  colorName: string;
  brushSize: number;
  onAction: (action: ColoringAction) => void;
}

/** The page: tap (or Enter on) a part to fill it; with the brush, draw inside the letter with a finger or a mouse. */
export function ColoringCanvas({ letter, outlines, pageSize, actions, tool, color, colorName, brushSize, onAction }: ColoringCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [drawing, setDrawing] = useState<Point[] | null>(null);
  const fills = partFills(actions, outlines.length);
  const clipId = `canvas-clip-${letter.id}`;

  const toPage = (event: PointerEvent<SVGSVGElement>): Point | null => {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (tool !== 'brush') return;
    const point = toPage(event);
    if (!point) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrawing([point]);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drawing) return;
    const point = toPage(event);
    const last = drawing[drawing.length - 1];
    if (point && last && Math.hypot(point.x - last.x, point.y - last.y) >= 2) setDrawing([...drawing, point]);
  };
  const finishStroke = () => {
    if (drawing && drawing.length > 0) onAction({ kind: 'stroke', points: drawing, color, size: brushSize });
    setDrawing(null);
  };

  const fillPart = (part: number) => {
    if (tool === 'fill') onAction({ kind: 'fill', part, color });
  };
  const onPartKey = (event: KeyboardEvent<SVGPathElement>, part: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onAction({ kind: 'fill', part, color });
    }
  };

  const partLabel = (i: number) =>
    outlines.length === 1 ? `Color ${letter.name} ${colorName}` : `Color part ${i + 1} of ${outlines.length} of ${letter.name} ${colorName}`;

  return (
    <svg
      ref={svgRef}
      className={`coloring-canvas coloring-canvas--${tool}`}
      viewBox={`0 0 ${pageSize} ${pageSize}`}
      role="group"
      aria-label={`Coloring page: ${letter.name}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finishStroke}
      onPointerCancel={finishStroke}
      onPointerLeave={() => drawing && finishStroke()}
    >
      <rect width={pageSize} height={pageSize} fill="#ffffff" />
      <defs>
        <clipPath id={clipId}>
          {outlines.map((d, i) => (
            <path key={i} d={d} />
          ))}
        </clipPath>
      </defs>
      {outlines.map((d, i) => (
        <path
          key={i}
          d={d}
          className="coloring-canvas__part"
          fill={fills[i] ?? UNCOLORED_FILL}
          role="button"
          tabIndex={0}
          aria-label={partLabel(i)}
          data-filled={fills[i] ?? ''}
          onClick={() => fillPart(i)}
          onKeyDown={(e) => onPartKey(e, i)}
        />
      ))}
      <g clipPath={`url(#${clipId})`} pointerEvents="none">
        {strokesOf(actions).map((s, i) => (
          <path key={i} d={strokePath(s.points)} fill="none" stroke={s.color} strokeWidth={s.size} strokeLinecap="round" strokeLinejoin="round" />
        ))}
        {drawing ? <path d={strokePath(drawing)} fill="none" stroke={color} strokeWidth={brushSize} strokeLinecap="round" strokeLinejoin="round" /> : null}
      </g>
      {outlines.map((d, i) => (
        <path key={i} d={d} fill="none" stroke={OUTLINE_COLOR} strokeWidth={OUTLINE_WIDTH} strokeLinejoin="round" pointerEvents="none" />
      ))}
    </svg>
  );
}
