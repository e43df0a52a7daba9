import type { BadgeView } from '@morah/contracts';
import { create } from 'zustand';

/** One badge to celebrate with the popup. */
export interface Celebration {
  id: number;
  badge: BadgeView;
  xpGained: number;
  /** The level reached, when the badge raised it. */
  newLevel: number | null;
}

export type CelebrationRequest = Omit<Celebration, 'id'>;

interface CelebrationState {
  /** Waiting popups, shown one after another; the first is on screen. */
  queue: Celebration[];
  /** Badges already celebrated: one award can arrive twice (the REST answer and the live notice). */
  celebrated: number[];
  celebrate: (request: CelebrationRequest) => void;
  dismiss: (id: number) => void;
  reset: () => void;
}

let nextId = 1;

/** The badge popups waiting to be shown (UI state only). */
export const useCelebrationStore = create<CelebrationState>()((set) => ({
  queue: [],
  celebrated: [],
  celebrate: (request) =>
    set((state) => {
      if (state.celebrated.includes(request.badge.id)) return state;
      return {
        queue: [...state.queue, { ...request, id: nextId++ }],
        celebrated: [...state.celebrated, request.badge.id],
      };
    }),
  dismiss: (id) => set((state) => ({ queue: state.queue.filter((c) => c.id !== id) })),
  reset: () => set({ queue: [], celebrated: [] }),
}));

/** Queue the popup for a badge just earned (nothing happens if it was already celebrated). */
export function celebrateBadge(request: CelebrationRequest): void {
  useCelebrationStore.getState().celebrate(request);
}
