import { create } from 'zustand';

const KEY = 'morah.motion';

/** The person's own choice on this device: 'full' (the default) or 'none' (no background animation). */
export type MotionChoice = 'full' | 'none';

function stored(): MotionChoice {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'none' ? 'none' : 'full';
  } catch {
    return 'full';
  }
}

interface MotionState {
  choice: MotionChoice;
  setChoice: (choice: MotionChoice) => void;
}

export const useMotionPreference = create<MotionState>()((set) => ({
  choice: stored(),
  setChoice: (choice) => {
    try {
      globalThis.localStorage?.setItem(KEY, choice);
    } catch {
      /* private mode: the choice lasts this visit */
    }
    set({ choice });
  },
}));

/** Whether the device asks for less motion (prefers-reduced-motion). */
export function deviceReducesMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How many particles the background draws: 2,800; 1,200 (and still) when the device asks for less motion; none when the person turned motion off. */
export function particleCount(choice: MotionChoice, reducedMotion: boolean): number {
  if (choice === 'none') return 0;
  return reducedMotion ? 1200 : 2800;
}
