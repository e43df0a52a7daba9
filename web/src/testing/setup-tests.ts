import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeAll, vi } from 'vitest';
import { useNavigationStore } from '@/components/layouts/navigation-store';
import { useTopLayerStore } from '@/components/ui/top-layer-store';
import { setViewerSignedIn } from '@/config/available-routes';
import { useChatPreferences } from '@/features/chat/stores/chat-preferences';
import { useCelebrationStore } from '@/features/gamification/stores/celebration-store';
import { forgetProgressNotices } from '@/features/gamification/utils/progress-notices';
import { useMotionPreference } from '@/lib/motion-preference';
import { installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();

// Testing Library turns React's act environment on before a file's tests, in hooks it registers when
// it is first imported: the files one worker runs share that import, so only the first would get it.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

// The whole suite runs at once (server and browser tests side by side): on a busy machine a screen
// may take seconds to settle, which is not what these tests are about. findBy and waitFor wait for
// a state; this only ends a test that would otherwise hang.
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// What a page keeps for the whole visit, put back after every test as a fresh page load would. The
// files one worker runs share one jsdom and the loaded modules (the root Vitest config), so nothing
// a test leaves behind may reach the next test, in this file or the next.
function resetter<S>(store: { getInitialState: () => S; setState: (state: S, replace: true) => void }): () => void {
  const initial = store.getInitialState();
  return () => store.setState(initial, true);
}
const resetStores = [resetter(useNavigationStore), resetter(useTopLayerStore), resetter(useChatPreferences), resetter(useMotionPreference), resetter(useCelebrationStore)];

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  document.title = '';
  vi.useRealTimers();
  toast.remove();
  resetStores.forEach((reset) => reset());
  forgetProgressNotices();
  setViewerSignedIn(false);
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
