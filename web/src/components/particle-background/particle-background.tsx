import { useEffect, useRef } from 'react';
import { startParticleField } from './particle-field';
import './particle-background.css';

/** The canvas behind the page; decorative only (hidden from screen readers, never catches a click). */
export function ParticleBackground({ count, animate }: { count: number; animate: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    return startParticleField(canvas.current, { count, animate });
  }, [count, animate]);
  return <canvas ref={canvas} className="particle-background" aria-hidden="true" data-particles={count} />;
}
