import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, vi } from 'vitest';
import { useNavigationStore } from '@/components/layouts/navigation-store';
import { useTopLayerStore } from '@/components/ui/top-layer-store';
import { setViewerSignedIn } from '@/config/available-routes';
import { installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();

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

const initialNavigation = useNavigationStore.getState();
const initialTopLayer = useTopLayerStore.getState();

afterEach(() => {
  cleanup();
  toast.remove();
  useNavigationStore.setState(initialNavigation, true);
  useTopLayerStore.setState(initialTopLayer, true);
  setViewerSignedIn(false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
