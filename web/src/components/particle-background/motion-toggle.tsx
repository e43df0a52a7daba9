import { useMotionPreference } from '@/lib/motion-preference';

/** Lets a person turn the moving background off (kept on this device). */
export function MotionToggle() {
  const choice = useMotionPreference((s) => s.choice);
  const setChoice = useMotionPreference((s) => s.setChoice);
  const on = choice === 'full';
  return (
    <button type="button" className="pill-button motion-toggle" aria-pressed={on} onClick={() => setChoice(on ? 'none' : 'full')}>
      Background motion: {on ? 'On' : 'Off'}
    </button>
  );
}
