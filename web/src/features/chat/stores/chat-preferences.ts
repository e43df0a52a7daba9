import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ChatPreferences {
  /** No send and receive blips. */
  muted: boolean;
  /** Read finished tutor replies aloud. */
  voice: boolean;
  toggleMuted: () => void;
  toggleVoice: () => void;
}

/** The chat's mute and voice toggles: this device only, remembered between visits. */
export const useChatPreferences = create<ChatPreferences>()(
  persist(
    (set) => ({
      muted: false,
      voice: false,
      toggleMuted: () => set((p) => ({ muted: !p.muted })),
      toggleVoice: () => set((p) => ({ voice: !p.voice })),
    }),
    {
      name: 'morah.chat-preferences',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ muted, voice }) => ({ muted, voice }),
    },
  ),
);
