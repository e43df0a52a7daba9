import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { appendToStream, ConcurrencyError, readAllForward, readStream } from './event-store';

describe('event store', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const meta = { actorId: null };
  const append = (stream: string, expected: Parameters<typeof appendToStream>[2], n = 1) =>
    t.db.transaction().execute((trx) =>
      appendToStream(trx, stream, expected, Array.from({ length: n }, (_, i) => ({ type: 'Noted', data: { i } })), meta),
    );

  it('numbers a stream 1, 2, 3 and reads it back after a version', async () => {
    await append('s-a', 'no-stream', 2);
    await append('s-a', 2);
    const all = await readStream(t.db, 's-a');
    expect(all.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
    expect((await readStream(t.db, 's-a', { after: 2 })).map((e) => e.streamVersion)).toEqual([3]);
  });

  it('refuses a writer whose expected version is stale, and lets only one of two racers in', async () => {
    await append('s-b', 'no-stream');
    await expect(append('s-b', 0)).rejects.toBeInstanceOf(ConcurrencyError);
    const results = await Promise.allSettled([append('s-b', 1), append('s-b', 1)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(await readStream(t.db, 's-b')).toHaveLength(2);
  });

  it('never lets history be rewritten', async () => {
    await append('s-c', 'any');
    await expect(t.db.updateTable('events').set({ type: 'Changed' }).where('stream_id', '=', 's-c').execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('events').where('stream_id', '=', 's-c').execute()).rejects.toThrow(/append-only/);
  });

  it('keeps a global reader from skipping an event that commits late', async () => {
    const start = await readAllForward(t.db, null, { limit: 10_000 });
    // A slow writer takes an early position but has not committed yet...
    let commitSlow!: () => void;
    const slowHolds = new Promise<void>((resolve) => (commitSlow = resolve));
    let slowAppended!: () => void;
    const slowHasAppended = new Promise<void>((resolve) => (slowAppended = resolve));
    const slow = t.db.transaction().execute(async (trx) => {
      await appendToStream(trx, 's-slow', 'no-stream', [{ type: 'Noted', data: {} }], meta);
      slowAppended();
      await slowHolds;
    });
    await slowHasAppended;
    // ...while a fast writer takes a later position and commits at once.
    await append('s-fast', 'no-stream');

    // The reader must not move past the slow writer's position while it is still open.
    const during = await readAllForward(t.db, start.checkpoint, { limit: 10_000 });
    expect(during.events.map((e) => e.streamId)).not.toContain('s-fast');
    commitSlow();
    await slow;
    // Any transaction still open elsewhere on the server (another test file's) holds the reader back
    // too, earlier events of this file included, so wait for the state rather than read once: both
    // events, in order, once nothing older is open.
    const ours = (events: Array<{ streamId: string }>) => events.map((e) => e.streamId).filter((id) => id === 's-slow' || id === 's-fast');
    const after = await vi.waitFor(
      async () => {
        const read = await readAllForward(t.db, during.checkpoint, { limit: 10_000 });
        if (ours(read.events).length < 2) throw new Error('an older transaction still holds the reader back');
        return read;
      },
      { timeout: 20_000 },
    );
    expect(ours(after.events)).toEqual(['s-slow', 's-fast']);
  });
});
