import type { JobPayload } from '@morah/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createInProcessRunner } from './in-process-runner';
import type { Processors } from './processor';

const quiet = { info() {}, warn() {}, error() {} };
const payload: JobPayload<'xp.award'> = { userId: 1, sourceId: 'activity-1', amount: 5, reason: 'chat' };

function countingProcessors(failTimes = 0) {
  const calls: number[] = [];
  const processors: Processors = {
    'xp.award': async (p, ctx) => {
      calls.push(ctx.attempt);
      if (ctx.attempt <= failTimes) throw new Error('network down');
      return { xpAwarded: p.amount, xp: p.amount, level: 1, leveledUp: false, badgesAwarded: 0, challengesCompleted: 0 };
    },
    'tutor.reply': async () => ({ outcome: 'already-answered', messageId: null }),
    'gamification.apply': async () => ({ badgesAwarded: 0, challengesCompleted: 0 }),
    'quiz.generate': async () => ({ outcome: 'already-ready', source: null }),
    'parsha.insight': async () => ({ insight: '', model: 'none' }),
    'privacy.retention': async () => ({ conversations: 0, events: 0, exports: 0 }),
    'privacy.export': async () => ({ outcome: 'gone', sizeBytes: 0 }),
    'privacy.delete-child': async () => ({ outcome: 'already-deleted', conversations: 0, events: 0 }),
  };
  return { calls, processors };
}

describe('in-process job runner', () => {
  it('runs a job enqueued twice with the same id only once', async () => {
    const runner = createInProcessRunner({ log: quiet, backoffMs: 1 });
    const { calls, processors } = countingProcessors();
    runner.register(processors);
    const [a, b] = await Promise.all([runner.run('xp.award', payload), runner.run('xp.award', { ...payload })]);
    await runner.enqueue('xp.award', payload);
    expect(a).toEqual(b);
    expect(calls).toEqual([1]);
  });

  it('waits for processors to be registered', async () => {
    const runner = createInProcessRunner({ log: quiet, backoffMs: 1 });
    const pending = runner.run('xp.award', payload);
    runner.register(countingProcessors().processors);
    await expect(pending).resolves.toMatchObject({ xpAwarded: 5 });
  });

  it('retries with backoff, then succeeds', async () => {
    const runner = createInProcessRunner({ log: quiet, backoffMs: 1, attempts: 5 });
    const { calls, processors } = countingProcessors(2);
    runner.register(processors);
    await expect(runner.run('xp.award', payload)).resolves.toMatchObject({ xpAwarded: 5 });
    expect(calls).toEqual([1, 2, 3]);
  });

  it('gives up after the last attempt and reports the failure', async () => {
    const runner = createInProcessRunner({ log: quiet, backoffMs: 1, attempts: 3 });
    const { calls, processors } = countingProcessors(10);
    runner.register(processors);
    await expect(runner.run('xp.award', payload)).rejects.toThrow('network down');
    expect(calls).toEqual([1, 2, 3]);
  });

  it('runs at most `concurrency` jobs of a queue at once; the rest start in turn, and other queues do not wait', async () => {
    const runner = createInProcessRunner({ log: quiet, concurrency: 2 });
    const running = new Set<string>();
    const gates = new Map<string, () => void>();
    runner.register({
      ...countingProcessors().processors,
      'tutor.reply': async (p) => {
        running.add(p.messageId);
        await new Promise<void>((resolve) => gates.set(p.messageId, resolve));
        running.delete(p.messageId);
        return { outcome: 'answered', messageId: `reply-${p.messageId}` };
      },
    });
    const replies = ['m1', 'm2', 'm3'].map((messageId, i) => runner.run('tutor.reply', { threadId: 1, messageId, requestPosition: i + 1 }));
    await vi.waitFor(() => expect([...running]).toEqual(['m1', 'm2']));
    expect(await runner.counts()).toContainEqual({ queue: 'tutor', waiting: 1, active: 2, delayed: 0, failed: 0 });
    // Another queue is not held up by the tutor's backlog.
    await expect(runner.run('xp.award', payload)).resolves.toMatchObject({ xpAwarded: 5 });
    expect(running.has('m3')).toBe(false);

    gates.get('m2')!();
    await vi.waitFor(() => expect([...running]).toEqual(['m1', 'm3']));
    gates.get('m1')!();
    gates.get('m3')!();
    await expect(Promise.all(replies)).resolves.toHaveLength(3);
  });

  it("takes a queue's own settings: its concurrency, and no more starts in a minute than its limit", async () => {
    const runner = createInProcessRunner({ log: quiet, concurrency: 1, queues: { tutor: { concurrency: 3, perMinute: 3 } } });
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    runner.register({
      ...countingProcessors().processors,
      'tutor.reply': async (p) => {
        started.push(p.messageId);
        await new Promise<void>((resolve) => gates.set(p.messageId, resolve));
        return { outcome: 'answered', messageId: `reply-${p.messageId}` };
      },
    });
    const replies = ['m1', 'm2', 'm3', 'm4'].map((messageId, i) => runner.run('tutor.reply', { threadId: 1, messageId, requestPosition: i + 1 }, 120_000));
    // Three at once (the queue's own concurrency, not the shared 1).
    await vi.waitFor(() => expect(started).toEqual(['m1', 'm2', 'm3']));
    for (const id of ['m1', 'm2', 'm3']) gates.get(id)!();
    await expect(Promise.all(replies.slice(0, 3))).resolves.toHaveLength(3);
    // A slot is free, but the minute's three starts are spent: the fourth waits its turn.
    expect(await runner.counts()).toContainEqual({ queue: 'tutor', waiting: 1, active: 0, delayed: 0, failed: 0 });
    expect(started).toEqual(['m1', 'm2', 'm3']);
    // Closing starts nothing that still waits; the outbox hands it over after the next start.
    await runner.close();
    await expect(replies[3]).rejects.toThrow('closed before tutor.reply');
    expect(started).toEqual(['m1', 'm2', 'm3']);
  });

  it('closing lets the running jobs finish and starts none of those still waiting for their turn', async () => {
    const runner = createInProcessRunner({ log: quiet, concurrency: 1 });
    const started: string[] = [];
    let release = () => {};
    runner.register({
      ...countingProcessors().processors,
      'tutor.reply': async (p) => {
        started.push(p.messageId);
        if (p.messageId === 'running') await new Promise<void>((resolve) => (release = resolve));
        return { outcome: 'answered', messageId: `reply-${p.messageId}` };
      },
    });
    const running = runner.run('tutor.reply', { threadId: 1, messageId: 'running', requestPosition: 1 });
    const waiting = runner.run('tutor.reply', { threadId: 1, messageId: 'waiting', requestPosition: 2 });
    await vi.waitFor(() => expect(started).toEqual(['running']));
    const closing = runner.close();
    release();
    await expect(running).resolves.toMatchObject({ outcome: 'answered' });
    await expect(waiting).rejects.toThrow('closed before tutor.reply');
    await closing;
    expect(started).toEqual(['running']);
  });

  it('a job waiting out its backoff gives its place to the next', async () => {
    const runner = createInProcessRunner({ log: quiet, concurrency: 1, backoffMs: 60_000, attempts: 2 });
    const order: string[] = [];
    runner.register({
      ...countingProcessors().processors,
      'tutor.reply': async (p, ctx) => {
        order.push(`${p.messageId}#${ctx.attempt}`);
        if (p.messageId === 'flaky') throw new Error('the model is down');
        return { outcome: 'answered', messageId: `reply-${p.messageId}` };
      },
    });
    void runner.run('tutor.reply', { threadId: 1, messageId: 'flaky', requestPosition: 1 }, 120_000).catch(() => {});
    await expect(runner.run('tutor.reply', { threadId: 1, messageId: 'next', requestPosition: 2 })).resolves.toMatchObject({ outcome: 'answered' });
    expect(order).toEqual(['flaky#1', 'next#1']);
  });

  it('refuses a malformed payload before running anything', async () => {
    const runner = createInProcessRunner({ log: quiet });
    runner.register(countingProcessors().processors);
    await expect(runner.enqueue('xp.award', { ...payload, amount: -1 })).rejects.toThrow();
  });
});

describe('in-process job runner, checked by the outbox relay', () => {
  it('runs again a job that failed for good, and one it never saw (after a restart)', async () => {
    const runner = createInProcessRunner({ log: quiet, backoffMs: 1, attempts: 2 });
    let failing = true;
    const calls: number[] = [];
    runner.register({
      ...countingProcessors().processors,
      'xp.award': async (p, ctx) => {
        calls.push(ctx.attempt);
        if (failing) throw new Error('database down');
        return { xpAwarded: p.amount, xp: p.amount, level: 1, leveledUp: false, badgesAwarded: 0, challengesCompleted: 0 };
      },
    });
    await expect(runner.run('xp.award', payload)).rejects.toThrow('database down');
    failing = false;
    expect(await runner.ensure('xp.award', payload)).toBe('re-added');
    await expect(runner.run('xp.award', payload)).resolves.toMatchObject({ xpAwarded: 5 });
    expect(await runner.ensure('xp.award', payload)).toBe('completed');
    expect(calls).toEqual([1, 2, 1]);

    const restarted = createInProcessRunner({ log: quiet, backoffMs: 1 });
    restarted.register(countingProcessors().processors);
    expect(await restarted.ensure('xp.award', payload)).toBe('re-added');
    await expect(restarted.run('xp.award', payload)).resolves.toMatchObject({ xpAwarded: 5 });
  });
});
