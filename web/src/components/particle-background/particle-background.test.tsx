import { describe, expect, it } from 'vitest';
import { particleCount } from '@/lib/motion-preference';
import { particlePositions } from './particle-field';
import { showsBackground } from './shows-background';

describe('the particle background', () => {
  it('draws 2,800 particles, 1,200 with reduced motion, none when motion is turned off', () => {
    expect(particleCount('full', false)).toBe(2800);
    expect(particleCount('full', true)).toBe(1200);
    expect(particleCount('none', false)).toBe(0);
    expect(particleCount('none', true)).toBe(0);
  });

  it('places every particle inside the ball with a tint', () => {
    const data = particlePositions(1200);
    expect(data).toHaveLength(4800);
    for (let i = 0; i < 1200; i++) {
      const [x, y, z, t] = [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!, data[i * 4 + 3]!];
      expect(Math.hypot(x, y, z)).toBeLessThanOrEqual(1.36);
      expect(t).toBeGreaterThanOrEqual(0);
      expect(t).toBeLessThan(1);
    }
  });

  it('stays off the chat, reader and game pages', () => {
    expect(showsBackground('/', false)).toBe(true);
    expect(showsBackground('/', true)).toBe(false);
    expect(showsBackground('/about', true)).toBe(true);
    expect(showsBackground('/showcase', false)).toBe(true);
    for (const path of ['/student', '/teacher', '/parsha', '/books/3', '/games', '/games/hebrew-memory', '/coloring', '/quiz/4']) {
      expect(showsBackground(path, true), path).toBe(false);
    }
  });
});
