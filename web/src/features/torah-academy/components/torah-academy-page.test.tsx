import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('Torah Academy', () => {
  beforeAll(async () => {
    await import('@/app/routes/sophisticated');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows 25 picture words, PLAY and HOME', async () => {
    renderApp({ route: '/sophisticated' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Torah Academy' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Picture words' })).getAllByRole('button')).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'PLAY' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
  });

  it('plays a game of finding words, with a sound and a buzz where the device has them', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const started: number[] = [];
    class FakeAudioContext {
      currentTime = 0;
      state = 'running';
      destination = {};
      createOscillator() {
        return { type: '', frequency: { setValueAtTime: (f: number) => started.push(f) }, connect: (n: unknown) => n, start() {}, stop() {} };
      }
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n: unknown) => n };
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const user = userEvent.setup();
    renderApp({ route: '/sophisticated' });
    await user.click(await screen.findByRole('button', { name: 'PLAY' }));
    expect(vibrate).toHaveBeenCalled();
    expect(started.length).toBeGreaterThan(0);
    const prompt = await screen.findByText(/^Find:/);
    const word = prompt.querySelector('strong')?.textContent ?? '';
    expect(word).not.toBe('');
    const grid = screen.getByRole('list', { name: 'Picture words' });
    await user.click(within(grid).getByRole('button', { name: new RegExp(`^${word},`) }));
    expect(screen.getByRole('status')).toHaveTextContent(`means ${word}.`);
    expect(screen.getByText('Words found: 1')).toBeInTheDocument();
  });

  it('stays silent and still where the device has neither sound nor vibration', async () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('navigator', { ...navigator, vibrate: undefined });
    const user = userEvent.setup();
    renderApp({ route: '/sophisticated' });
    const grid = await screen.findByRole('list', { name: 'Picture words' });
    await user.click(within(grid).getByRole('button', { name: /^apple,/ }));
    expect(screen.getByRole('status')).toHaveTextContent('means apple.');
  });
});
