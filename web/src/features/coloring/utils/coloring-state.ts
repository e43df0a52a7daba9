/**
 * The coloring book's drawing state, as pure functions: each letter keeps the list of things the
 * child did to it (fill a part, fill the whole letter, draw a brush stroke), so Undo steps back one
 * thing on the current letter and Clear starts every letter afresh (spec content 4).
 */
import type { ColoringLetterId } from '@morah/contracts';

export interface Point {
  x: number;
  y: number;
}

export type ColoringAction =
  | { kind: 'fill'; part: number; color: string }
  | { kind: 'fill-all'; color: string }
  | { kind: 'stroke'; points: readonly Point[]; color: string; size: number };

export type ColoringState = Partial<Record<ColoringLetterId, readonly ColoringAction[]>>;

export const EMPTY_COLORING: ColoringState = {};

export function applyAction(state: ColoringState, letter: ColoringLetterId, action: ColoringAction): ColoringState {
  return { ...state, [letter]: [...(state[letter] ?? []), action] };
}

/** Undo the last thing done to this letter; other letters keep theirs. */
export function undoLast(state: ColoringState, letter: ColoringLetterId): ColoringState {
  const actions = state[letter] ?? [];
  if (actions.length === 0) return state;
  return { ...state, [letter]: actions.slice(0, -1) };
}

export function canUndo(state: ColoringState, letter: ColoringLetterId): boolean {
  return (state[letter]?.length ?? 0) > 0;
}

/** Clear removes every colour from every letter. */
export function clearAll(): ColoringState {
  return EMPTY_COLORING;
}

/** The colour of each part (index) of a letter of `partCount` parts, after everything done to it. */
export function partFills(actions: readonly ColoringAction[] | undefined, partCount: number): (string | null)[] {
  const fills: (string | null)[] = Array.from({ length: partCount }, () => null);
  for (const action of actions ?? []) {
    if (action.kind === 'fill' && action.part >= 0 && action.part < partCount) fills[action.part] = action.color;
    if (action.kind === 'fill-all') fills.fill(action.color);
  }
  return fills;
}

export function strokesOf(actions: readonly ColoringAction[] | undefined): Extract<ColoringAction, { kind: 'stroke' }>[] {
  return (actions ?? []).filter((a): a is Extract<ColoringAction, { kind: 'stroke' }> => a.kind === 'stroke');
}

/** Whether there is anything on this letter's page to save. */
export function hasColor(actions: readonly ColoringAction[] | undefined): boolean {
  return (actions?.length ?? 0) > 0;
}

/** The id of a part, as the saved drawing and its colour map name it: 'hey-1', 'hey-2'. */
export const partId = (letter: ColoringLetterId, index: number) => `${letter}-${index + 1}`;
