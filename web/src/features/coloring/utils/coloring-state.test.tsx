import { describe, expect, it } from 'vitest';
import { artworkSvg, strokePath } from './artwork-svg';
import { applyAction, canUndo, clearAll, EMPTY_COLORING, partFills, undoLast } from './coloring-state';

describe('coloring a letter', () => {
  it('fills one part, then the whole letter, and undoes one step at a time on the current letter only', () => {
    let state = applyAction(EMPTY_COLORING, 'hey', { kind: 'fill', part: 1, color: '#e53935' });
    expect(partFills(state.hey, 2)).toEqual([null, '#e53935']);
    state = applyAction(state, 'alef', { kind: 'fill-all', color: '#43a047' });
    state = applyAction(state, 'hey', { kind: 'fill-all', color: '#1e56c8' });
    expect(partFills(state.hey, 2)).toEqual(['#1e56c8', '#1e56c8']);
    state = undoLast(state, 'hey');
    expect(partFills(state.hey, 2)).toEqual([null, '#e53935']);
    expect(partFills(state.alef, 1)).toEqual(['#43a047']);
    state = undoLast(undoLast(state, 'hey'), 'hey');
    expect(canUndo(state, 'hey')).toBe(false);
    expect(canUndo(state, 'alef')).toBe(true);
  });

  it('clears every letter', () => {
    const state = applyAction(applyAction(EMPTY_COLORING, 'bet', { kind: 'fill-all', color: '#000' }), 'gimel', { kind: 'fill-all', color: '#000' });
    expect(clearAll()).toEqual({});
    expect(canUndo(state, 'bet')).toBe(true);
  });
});

describe('the saved drawing', () => {
  it('names each part with its colour, keeps strokes inside the letter and draws the outline on top', () => {
    const actions = [
      { kind: 'fill' as const, part: 0, color: '#fb8c00' },
      { kind: 'stroke' as const, points: [{ x: 10, y: 10 }, { x: 20.26, y: 30 }], color: '#8e24aa', size: 12 },
    ];
    const { svgData, colors } = artworkSvg('hey', ['M0 0L1 1Z', 'M2 2L3 3Z'], 400, actions);
    expect(colors).toEqual({ 'hey-1': '#fb8c00' });
    expect(svgData).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 400"/);
    expect(svgData).toContain('<path id="hey-1" d="M0 0L1 1Z" fill="#fb8c00">');
    expect(svgData).toContain('<path id="hey-2" d="M2 2L3 3Z" fill="#ffffff">');
    expect(svgData).toContain('<g clip-path="url(#clip-hey)"><path d="M10 10L20.3 30" fill="none" stroke="#8e24aa" stroke-width="12"');
    expect(svgData.lastIndexOf('stroke="#2b2118"')).toBeGreaterThan(svgData.indexOf('clip-path="url(#clip-hey)"'));
  });

  it('draws a single tap of the brush as a dot', () => {
    expect(strokePath([{ x: 5, y: 6 }])).toBe('M5 6l0.1 0');
  });
});
