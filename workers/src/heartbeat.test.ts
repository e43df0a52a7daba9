import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from './heartbeat';

const dir = mkdtempSync(join(tmpdir(), 'morah-heartbeat-'));
afterEach(() => vi.useRealTimers());

describe('the workers heartbeat', () => {
  it('keeps the file fresh while healthy, and removes it on stop', async () => {
    const file = join(dir, 'alive');
    const heartbeat = startHeartbeat({ file, everyMs: 50, healthy: async () => true });
    await vi.waitUntil(() => existsSync(file), { timeout: 10_000 });
    const first = Number(readFileSync(file, 'utf8'));
    await vi.waitUntil(() => Number(readFileSync(file, 'utf8')) > first, { timeout: 10_000 });
    await heartbeat.stop();
    expect(existsSync(file)).toBe(false);
  });

  it('writes nothing while a check fails or does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const file = join(dir, 'unwell');
    const checks: string[] = [];
    const answers = [() => Promise.reject(new Error('no Redis')), () => new Promise<boolean>(() => {}), async () => false];
    const heartbeat = startHeartbeat({ file, everyMs: 1000, healthy: () => (checks.push('asked'), answers[checks.length - 1]!()) });
    await vi.advanceTimersByTimeAsync(2500); // beats at 0, 1000 and 2000 ms
    expect(checks).toHaveLength(3);
    expect(existsSync(file)).toBe(false);
    await heartbeat.stop();
  });
});

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
