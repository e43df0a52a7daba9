import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from './client';
import { inBackground, machineMeasure, peopleFirst, type SpareCpu, spareCpu } from './database-turns';
import { createTestDatabase, type TestDatabase } from './testing';

describe('turns at the embedded database', () => {
  let dataDir: string;
  let pglite: PGlite;
  // The business the turns read, set by each test; readings are taken by hand (`tick`).
  let busy = 0;
  const cpu = spareCpu({ limit: 0.8, turnsPerTick: 4, tickMs: 3_600_000, measure: () => busy });
  let db: Kysely<unknown>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morah-turns-'));
    pglite = await PGlite.create(dataDir);
    db = new Kysely<unknown>({ dialect: peopleFirst(new PGliteDialect(pglite), cpu) });
    await sql`create table said (who text not null, at serial)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const say = (who: string) => sql`insert into said (who) values (${who})`.execute(db);
  const order = async () => (await sql<{ who: string }>`select who from said order by at`.execute(db)).rows.map((r) => r.who);
  const settled = (promise: Promise<unknown>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('gives the database to a waiting request before the jobs that asked for it earlier', async () => {
    await sql`delete from said`.execute(db);
    let letGo!: () => void;
    const holding = new Promise<void>((resolve) => (letGo = resolve));
    let began!: () => void;
    const begun = new Promise<void>((resolve) => (began = resolve));
    // A job's transaction holds the one connection while the others ask for it.
    const transaction = inBackground(() =>
      db.transaction().execute(async (trx) => {
        await sql`insert into said (who) values ('the job holding it')`.execute(trx);
        began();
        await holding;
      }),
    );
    await begun;
    const jobs = [inBackground(() => say('a job')), inBackground(() => say('another job'))];
    const person = say('a child');
    letGo();
    await Promise.all([transaction, ...jobs, person]);
    expect(await order()).toEqual(['the job holding it', 'a child', 'a job', 'another job']);
  });

  it('lets jobs take as many turns as the thread can spare, fewer while it is busy, and never none', async () => {
    await sql`delete from said`.execute(db);
    const jobs = (names: string[]) => names.map((name) => settled(inBackground(() => say(name))));
    const done = (some: { done: boolean }[]) => some.filter((job) => job.done).length;
    busy = 0;
    cpu.tick();
    // Not busy: the turns of this reading (four here) go at once.
    await Promise.all(['job 1', 'job 2', 'job 3', 'job 4'].map((name) => inBackground(() => say(name))));
    // The fifth waits for the next reading; a child's statement never waits for one.
    const [fifth] = jobs(['job 5']);
    await say('a child');
    expect(fifth!.done).toBe(false);
    cpu.tick();
    await expect.poll(() => fifth!.done).toBe(true);
    // The thread gets busy (each reading weighs as much as all those before it): 0.5, 0.75, then 0.875.
    busy = 1;
    cpu.tick();
    cpu.tick();
    cpu.tick();
    // Over the limit: half the turns, two.
    const busier = jobs(['job 6', 'job 7', 'job 8']);
    await expect.poll(() => done(busier)).toBe(2);
    // Still over: one a reading, never none.
    cpu.tick();
    await expect.poll(() => done(busier)).toBe(3);
    const last = jobs(['job 9', 'job 10']);
    cpu.tick();
    await expect.poll(() => done(last)).toBe(1);
    cpu.tick();
    await expect.poll(() => done(last)).toBe(2);
    expect(await order()).toEqual(['job 1', 'job 2', 'job 3', 'job 4', 'a child', 'job 5', 'job 6', 'job 7', 'job 8', 'job 9', 'job 10']);
    busy = 0;
    cpu.tick();
  });
});

describe('turns read from the machine', () => {
  it('fall at once on one busy reading, where the event loop\'s fall only once the readings together are over', async () => {
    let reading = 0;
    const machine = spareCpu({ turnsPerTick: 4, tickMs: 3_600_000, measure: () => reading, fallsAtOnce: true });
    const loop = spareCpu({ turnsPerTick: 4, tickMs: 3_600_000, measure: () => reading });
    /** How many of `n` jobs asking now go at once, and a count of those that have gone so far. */
    const ask = (turns: SpareCpu, n: number) => {
      let gone = 0;
      for (let i = 0; i < n; i++) {
        const wait = turns.wait();
        if (wait) void wait.then(() => gone++);
        else gone++;
      }
      return { now: gone, gone: () => gone };
    };
    try {
      machine.tick();
      loop.tick();
      // A busy reading: the machine's turns halve to two; the loop's readings weigh 0.5 together, under the limit.
      reading = 1;
      machine.tick();
      loop.tick();
      const asked = ask(machine, 3);
      expect(asked.now).toBe(2);
      expect(ask(loop, 3).now).toBe(3);
      // Quiet again: one more a reading (three), of which the job that waited takes the first.
      reading = 0;
      machine.tick();
      await expect.poll(() => asked.gone()).toBe(3);
      expect(ask(machine, 3).now).toBe(2);
    } finally {
      machine.stop();
      loop.stop();
    }
  });
});

describe('turns that stop', () => {
  it('lets whatever waits go when stopped, and whatever asks after at once', async () => {
    const turns = spareCpu({ turnsPerTick: 1, tickMs: 3_600_000, measure: () => 1 });
    expect(turns.wait()).toBeUndefined(); // the one turn of the first reading
    let waited = false;
    const waiting = turns.wait()!.then(() => (waited = true));
    expect(waited).toBe(false);
    turns.stop();
    await waiting;
    expect(turns.wait()).toBeUndefined();
    expect(turns.wait()).toBeUndefined();
  });
});

describe('a worker process taking turns at Postgres', () => {
  let t: TestDatabase;
  let handle: DbHandle;
  let busy = 0;
  const turns = spareCpu({ limit: 0.8, turnsPerTick: 2, tickMs: 3_600_000, measure: () => busy });
  beforeAll(async () => {
    t = await createTestDatabase();
    handle = await connect({ databaseUrl: t.url, turns });
  });
  afterAll(async () => {
    await handle?.close();
    await t?.drop();
  });

  it('sends a statement only in a turn, every statement of it (with the pool of connections as before)', async () => {
    const ask = (n: number) => {
      const state = { answer: undefined as number | undefined };
      void sql<{ n: number }>`select ${n}::int as n`.execute(handle.db).then((r) => (state.answer = r.rows[0]!.n));
      return state;
    };
    busy = 0;
    turns.tick();
    const first = [ask(1), ask(2)];
    await expect.poll(() => first.map((q) => q.answer)).toEqual([1, 2]);
    // The turns of this reading are spent: the third waits for the next, while a process that takes
    // no turns is answered.
    const third = ask(3);
    await sql`select 1`.execute(t.db);
    expect(third.answer).toBeUndefined();
    const transaction = handle.db.transaction().execute(async (trx) => (await sql<{ n: number }>`select 4::int as n`.execute(trx)).rows[0]!.n);
    turns.tick();
    await expect.poll(() => third.answer).toBe(3);
    // A transaction takes one turn, whatever it holds.
    expect(await transaction).toBe(4);
  });

  it('reads how busy the machine is from its cores', async () => {
    const measure = machineMeasure();
    // Linux has /proc/stat; the workers read it, and elsewhere take no turns.
    expect(measure).toBeDefined();
    measure!();
    // One core kept busy for a fifth of a second: at least a quarter of two cores, never more than all.
    const until = performance.now() + 200;
    while (performance.now() < until);
    const reading = measure!();
    expect(reading).toBeGreaterThan(0.25);
    expect(reading).toBeLessThanOrEqual(1);
  });
});
