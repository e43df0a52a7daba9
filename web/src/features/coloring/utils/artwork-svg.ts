import type { ColoringLetterId } from '@morah/contracts';
import { type ColoringAction, partFills, partId, type Point, strokesOf } from './coloring-state';

export const UNCOLORED_FILL = '#ffffff';
export const OUTLINE_COLOR = '#2b2118';
export const OUTLINE_WIDTH = 4;

/** A brush stroke as path data: a dot for a single tap, a line through the points otherwise. */
export function strokePath(points: readonly Point[]): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length === 0) return `M${round(first.x)} ${round(first.y)}l0.1 0`;
  return `M${round(first.x)} ${round(first.y)}${rest.map((p) => `L${round(p.x)} ${round(p.y)}`).join('')}`;
}

const escapeAttr = (v: string) => v.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] as string);

/**
 * The drawing as it is saved: a standalone SVG of the page (white background, the letter's parts
 * with their fills and outline, brush strokes kept inside the letter), and the map of part colours.
 */
export function artworkSvg(
  letter: ColoringLetterId,
  outlines: readonly string[],
  pageSize: number,
  actions: readonly ColoringAction[] | undefined,
): { svgData: string; colors: Record<string, string> } {
  const fills = partFills(actions, outlines.length);
  const clipId = `clip-${letter}`;
  const parts = outlines
    .map((d, i) => `<path id="${partId(letter, i)}" d="${escapeAttr(d)}" fill="${escapeAttr(fills[i] ?? UNCOLORED_FILL)}"></path>`)
    .join('');
  const strokes = strokesOf(actions)
    .map((s) => `<path d="${strokePath(s.points)}" fill="none" stroke="${escapeAttr(s.color)}" stroke-width="${s.size}" stroke-linecap="round" stroke-linejoin="round"></path>`)
    .join('');
  const outline = outlines.map((d) => `<path d="${escapeAttr(d)}" fill="none" stroke="${OUTLINE_COLOR}" stroke-width="${OUTLINE_WIDTH}" stroke-linejoin="round"></path>`).join('');
  const svgData =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${pageSize} ${pageSize}" width="${pageSize}" height="${pageSize}">` +
    `<rect width="${pageSize}" height="${pageSize}" fill="#ffffff"></rect>` +
    `<defs><clipPath id="${clipId}">${outlines.map((d) => `<path d="${escapeAttr(d)}"></path>`).join('')}</clipPath></defs>` +
    parts +
    (strokes ? `<g clip-path="url(#${clipId})">${strokes}</g>` : '') +
    outline +
    `</svg>`;
  const colors: Record<string, string> = {};
  fills.forEach((color, i) => {
    if (color) colors[partId(letter, i)] = color;
  });
  return { svgData, colors };
}

/** A saved drawing as an image source: shown as a picture, it can never run anything. */
export function svgImageSource(svgData: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgData)}`;
}
