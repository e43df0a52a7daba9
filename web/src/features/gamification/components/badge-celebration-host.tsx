import { useCelebrationStore } from '../stores/celebration-store';
import { BadgeCelebration } from './badge-celebration';

/** Shows the waiting badge popups one at a time, the next as soon as the last one closes. */
export function BadgeCelebrationHost() {
  const current = useCelebrationStore((s) => s.queue[0]);
  const dismiss = useCelebrationStore((s) => s.dismiss);
  if (!current) return null;
  return <BadgeCelebration key={current.id} celebration={current} onClose={() => dismiss(current.id)} />;
}
