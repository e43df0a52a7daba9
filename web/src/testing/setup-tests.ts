import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, vi } from 'vitest';
import { useNavigationStore } from '@/components/layouts/navigation-store';

// The whole suite runs at once (server and browser tests side by side): on a busy machine a screen
// may take longer than the default second to settle, which is not what these tests are about.
configure({ asyncUtilTimeout: 5000 });

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

afterEach(() => {
  cleanup();
  toast.remove();
  useNavigationStore.setState(initialNavigation, true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
