import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { deviceReducesMotion, particleCount, useMotionPreference } from '@/lib/motion-preference';
import { showsBackground } from './shows-background';

const ParticleBackground = lazy(() => import('./particle-background').then((m) => ({ default: m.ParticleBackground })));

/** Waits until the page is usable (the browser is idle after load) before fetching the background's code. */
function useAfterPageIsUsable(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let idle = 0;
    const go = () => {
      const run = () => !cancelled && setReady(true);
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 3000 });
      else idle = window.setTimeout(run, 200);
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', go);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * The 3D particle background (spec learning-content 2 and 9) on the pages it suits: 2,800 particles,
 * 1,200 and still when the device asks for less motion, none when the person turned motion off.
 * Never on the chat, reader or game pages, where it would cost.
 */
export function ParticleBackgroundGate({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const choice = useMotionPreference((s) => s.choice);
  const ready = useAfterPageIsUsable();
  const reduced = deviceReducesMotion();
  const count = particleCount(choice, reduced);
  if (!ready || count === 0 || !showsBackground(pathname, signedIn)) return null;
  return (
    <Suspense fallback={null}>
      <ParticleBackground count={count} animate={!reduced} />
    </Suspense>
  );
}
