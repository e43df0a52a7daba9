import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

const PremiumReturn = lazy(() => import('@/features/premium/components/premium-return').then((m) => ({ default: m.PremiumReturn })));

/** On any signed-in page reached back from checkout (`?paid=true`, `?checkout=cancelled`), the welcome or the note. */
export function PremiumReturnGate() {
  const { search } = useLocation();
  if (!/[?&](paid=true|checkout=cancelled)(&|$)/.test(search)) return null;
  return (
    <Suspense fallback={null}>
      <PremiumReturn />
    </Suspense>
  );
}
