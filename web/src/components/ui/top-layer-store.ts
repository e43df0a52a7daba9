import { create } from 'zustand';

/**
 * The open modal dialogs, oldest first. A modal `<dialog>` sits in the browser's top layer and makes
 * everything outside it inert, so whatever must stay seen and usable above it (the toasts) renders
 * inside the topmost one.
 */
interface TopLayerState {
  dialogs: readonly HTMLDialogElement[];
  opened: (dialog: HTMLDialogElement) => void;
  closed: (dialog: HTMLDialogElement) => void;
}

export const useTopLayerStore = create<TopLayerState>()((set) => ({
  dialogs: [],
  opened: (dialog) => set((state) => ({ dialogs: [...state.dialogs.filter((d) => d !== dialog), dialog] })),
  closed: (dialog) => set((state) => ({ dialogs: state.dialogs.filter((d) => d !== dialog) })),
}));

/** The topmost open modal dialog, or null when none is open. */
export function useTopDialog(): HTMLDialogElement | null {
  return useTopLayerStore((state) => state.dialogs[state.dialogs.length - 1] ?? null);
}
