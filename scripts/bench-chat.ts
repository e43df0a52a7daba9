// `pnpm bench:chat`: how fast a chat message reaches the watching teacher, measured against a bare
// Socket.IO relay on the same machine in the same run; how much the pipeline adds before the tutor's
// first token; where the time per message goes (a profile of every process); whether a child with a
// long history costs more per message than a new one; and, when asked, how far the rate can climb and
// what happens past it. Morah runs as scale-out runs it: gateways and workers in their own processes
// on one Postgres and Redis, the real OpenAI client talking to a loopback model. Figures are printed,
// with each goal of the benchmark and PASS or OVER; the process fails only when a message is lost or
// a request errors.
//
// Environment: STUDENTS (20), CLASS_SIZE (25: students per class; each class's teacher watches every
// thread of it from one socket), INTERVAL_MS (2000), DURATION_S (15), MESSAGES (30, the tutor phase),
// VIA (socket: students post over their open socket as the web app does; rest: POST), GATEWAYS (1),
// WORKERS (1), TORAH (1: the Torah's text is imported first, as a school has it; 0 starts without
// it), HISTORY (10000 past activities for the history phase; 0 skips it), RATES (a ramp,
// e.g. `200,300,500`: total messages per second, each for DURATION_S; empty skips it), WORKERS_HELD
// (1: the workers are stopped during each load, to measure people's messages alone), CPU_PROF_DIR (each
// gateway and worker also writes a V8 CPU profile there when it stops), MODE (`full`; `embedded`: Morah
// in one process as `pnpm start` runs it, its embedded database in a new folder and its jobs in-process;
// GATEWAYS, WORKERS and HISTORY do not apply), FROM (`compiled`: the programs of dist/server, as deployed,
// rebuilt first when a source changed; `source`: the TypeScript entry points through tsx), WORKERS_NICE
// (10: the worker processes run at this niceness, as docs/operations.md runs them on one machine; 0: at
// the gateways' priority).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatMessage, TutorDelta } from '@morah/contracts';
import { connect, importTorahFolder, migrateToLatest } from '@morah/db';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { io as connectClient, type Socket } from 'socket.io-client';
import { startFakeOpenAi, type FakeOpenAi } from '../tests/support/fake-openai';
import { registerStudent, registerTeacherWithClass, type TestClient } from '../tests/support/http-client';
import { newRedisPrefix, TEST_REDIS_URL } from '../tests/support/morah-under-test';
import { connectSocket, waitForConnect, watchThread } from '../tests/support/socket-client';
import { TORAH_DIR } from '../tests/support/torah-data';
import { type Figures, figures, ms, num, sleep, spread } from './bench-chat/figures';
import { printGoals } from './bench-chat/goals';
import { BusyRefusal, type LoadResult, MARKER, markerOf, printLoad, runLoad, Tracker } from './bench-chat/load';
import { machineBusy, type MorahProcess, postgresCpu, prepareRuntime, redisCpu, RUNTIME, WORKERS_PRIORITY, startEmbeddedProcess, startGatewayProcess, startWorkerProcess } from './bench-chat/processes';
import { cpuOf, cpuPerMessage, type PhaseProfiles, printProfile } from './bench-chat/profile-summary';
import { pastBusy } from './bench-chat/past-busy';
import { seedHistory } from './bench-chat/seed-history';
import { createServerRootDatabase } from './bench-chat/server-root-database';

const intFromEnv = (name: string, fallback: number, min = 1) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number of at least ${min}, got ${raw}`);
  return value;
};

const MODE = process.env.MODE === 'embedded' ? 'embedded' : 'full';
// SERVER_ROOT: the system under test is another checkout's compiled programs (see processes.ts).
const SERVER_ROOT = process.env.SERVER_ROOT || undefined;
// BENCH_JSON: the figures `pnpm bench:compare` sets side by side are also written to this file.
const BENCH_JSON = process.env.BENCH_JSON || undefined;
if (process.env.MODE && !['full', 'embedded'].includes(process.env.MODE)) throw new Error(`MODE must be full or embedded, got ${process.env.MODE}`);
const STUDENTS = Math.floor(intFromEnv('STUDENTS', 20));
// A school: classes of CLASS_SIZE students, each class's teacher watching every thread of it from one
// socket (their live dashboard), as the web app does.
const CLASS_SIZE = Math.min(STUDENTS, Math.floor(intFromEnv('CLASS_SIZE', 25)));
const CLASSES = Math.ceil(STUDENTS / CLASS_SIZE);
const classOf = (student: number) => Math.floor(student / CLASS_SIZE);
const INTERVAL_MS = intFromEnv('INTERVAL_MS', 2000);
const DURATION_S = intFromEnv('DURATION_S', 15);
const MESSAGES = Math.floor(intFromEnv('MESSAGES', 30));
const GATEWAYS = MODE === 'embedded' ? 1 : Math.floor(intFromEnv('GATEWAYS', 1));
const WORKERS = MODE === 'embedded' ? 0 : Math.floor(intFromEnv('WORKERS', 1));
// The long-history phase seeds the database from here: the embedded database is the process's own.
const HISTORY = MODE === 'embedded' ? 0 : Math.floor(intFromEnv('HISTORY', 10_000, 0));
const RATES = (process.env.RATES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map((s) => {
    const rate = Number(s);
    if (!Number.isFinite(rate) || rate <= 0) throw new Error(`RATES must be messages per second, got ${s}`);
    return rate;
  });
const PER_SENDER = Math.max(1, Math.floor((DURATION_S * 1000) / INTERVAL_MS));
const WARMUP_PER_SENDER = 2;
const HISTORY_MESSAGES = 20;
const VIA = process.env.VIA === 'rest' ? 'rest' : 'socket';
// WORKERS_HELD=1: the worker processes are stopped (SIGSTOP) for each load and let go after it, so
// the load measures people's messages alone, with nothing of the tutor's or the XP's work beside
// them; the jobs wait in the queue and run after. What the tutor costs people is the difference.
const WORKERS_HELD = MODE === 'full' && ['1', 'true'].includes(process.env.WORKERS_HELD ?? '');
const RATE = (STUDENTS * 1000) / INTERVAL_MS;
// TORAH=0: the database starts without the Torah's text (before `pnpm content:import`), so the
// tutor's verse search finds nothing at once. By default the text is imported, as a school has it.
const TORAH = !['0', 'false'].includes(process.env.TORAH ?? '');

// The bare baseline uses the very Socket.IO server the gateway depends on (same package, same version).
const gatewayRequire = createRequire(import.meta.resolve('@morah/gateway'));
interface BareSocket {
  join(room: string): void | Promise<void>;
  on(event: string, listener: (...args: any[]) => void): void;
}
interface BareServer {
  on(event: 'connection', listener: (socket: BareSocket) => void): void;
  to(room: string): { emit(event: string, ...args: unknown[]): boolean };
  close(callback?: (error?: Error) => void): void;
}
const { Server: SocketIoServer } = gatewayRequire('socket.io') as { Server: new (srv: ReturnType<typeof createServer>, opts?: object) => BareServer };
const SOCKET_IO_VERSION = (gatewayRequire('socket.io/package.json') as { version: string }).version;

const load = () => loadavg().map((v) => v.toFixed(1)).join(' / ');

// ---------------------------------------------------------------------------------------------
// Bare Socket.IO: senders emit to the server, which broadcasts to the receiver's room.

async function benchBare(): Promise<LoadResult> {
  const http = createServer();
  const io = new SocketIoServer(http, { serveClient: false });
  io.on('connection', (socket) => {
    socket.on('join', async (room: string, ack: () => void) => {
      await socket.join(room);
      ack();
    });
    socket.on('msg', (payload: { room: string; marker: string; content: string }) => {
      io.to(payload.room).emit('msg', payload);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const open = () => connectClient(url, { transports: ['websocket'], reconnection: false, forceNew: true }) as Socket;

  const senders: Socket[] = [];
  const receivers: Socket[] = [];
  const tracker = new Tracker();
  try {
    // As in Morah's classroom: a room per student, one receiver per class in every room of its class.
    for (let c = 0; c < CLASSES; c++) {
      const receiver = open();
      receivers.push(receiver);
      await waitForConnect(receiver);
      receiver.on('msg', (payload: { marker: string }) => tracker.received(payload.marker, performance.now()));
    }
    for (let i = 0; i < STUDENTS; i++) {
      const sender = open();
      senders.push(sender);
      await waitForConnect(sender);
      await new Promise<void>((resolve) => receivers[classOf(i)]!.emit('join', `room:${i}`, resolve));
    }
    const send = async (i: number, marker: string) => {
      tracker.sentAt.set(marker, performance.now());
      senders[i]!.emit('msg', { room: `room:${i}`, marker, content: `What does the letter bet sound like? [bench:${marker}]` });
    };
    await runLoad(tracker, 'bare-warm', STUDENTS, WARMUP_PER_SENDER, Math.min(INTERVAL_MS, 250), send);
    tracker.clear();
    return await runLoad(tracker, 'bare', STUDENTS, PER_SENDER, INTERVAL_MS, send);
  } finally {
    for (const s of [...senders, ...receivers]) s.close();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    http.closeAllConnections();
  }
}

// ---------------------------------------------------------------------------------------------
// Morah: gateways and workers in their own processes.

interface Morah {
  /** The full stack's database (the embedded one belongs to its process). */
  testDb: TestDatabase | undefined;
  /** The embedded mode's data directory. */
  dataDir: string | undefined;
  gateways: MorahProcess[];
  workers: MorahProcess[];
  openai: FakeOpenAi;
  prefix: string;
}

/** The Torah's text, as `pnpm content:import` loads it (the tutor searches its verses for every question). */
async function importTorahInto(target: { databaseUrl: string } | { dataDir: string }) {
  const started = performance.now();
  const handle = await connect(target);
  try {
    // Another checkout's database is migrated by its own program (see createServerRootDatabase).
    if (!SERVER_ROOT) await migrateToLatest(handle.db);
    await importTorahFolder(handle.db, TORAH_DIR);
  } finally {
    await handle.close();
  }
  console.log(`  the Torah's text imported in ${ms(performance.now() - started)} (TORAH=0 starts without it)`);
}

async function startStack(): Promise<Morah> {
  await prepareRuntime();
  if (MODE === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'morah-bench-'));
    if (TORAH) await importTorahInto({ dataDir: join(dataDir, 'db') });
    const openai = await startFakeOpenAi();
    const morah = await startEmbeddedProcess(dataDir, {
      DATABASE_URL: '',
      REDIS_URL: '',
      OPENAI_BASE_URL: openai.baseURL,
      OPENAI_API_KEY: 'bench',
      OPENAI_MODEL: 'bench-model',
      CHAT_MESSAGES_PER_MINUTE: '1000000',
    });
    return { testDb: undefined, dataDir, gateways: [morah], workers: [], openai, prefix: '' };
  }
  const testDb = SERVER_ROOT ? await createServerRootDatabase(SERVER_ROOT) : await createTestDatabase();
  if (TORAH) await importTorahInto({ databaseUrl: testDb.url });
  const prefix = newRedisPrefix();
  const openai = await startFakeOpenAi();
  const shared = { DATABASE_URL: testDb.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'bench', OPENAI_MODEL: 'bench-model' };
  const [workers, gateways] = await Promise.all([
    Promise.all(Array.from({ length: WORKERS }, (_, i) => startWorkerProcess(i, shared))),
    Promise.all(Array.from({ length: GATEWAYS }, (_, i) => startGatewayProcess(i, { ...shared, CHAT_MESSAGES_PER_MINUTE: '1000000' }))),
  ]);
  return { testDb, dataDir: undefined, gateways, workers, openai, prefix };
}

async function stopStack(m: Partial<Morah>) {
  await Promise.all([...(m.gateways ?? []), ...(m.workers ?? [])].map((p) => p.close().catch(() => {})));
  await m.openai?.close().catch(() => {});
  await m.testDb?.drop().catch(() => {});
  if (m.dataDir) rmSync(m.dataDir, { recursive: true, force: true });
  if (m.prefix) {
    // Leave no BullMQ or adapter keys behind.
    const redis = new Redis(TEST_REDIS_URL);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${m.prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.unlink(...keys);
      } while (cursor !== '0');
    } finally {
      await redis.quit();
    }
  }
}

/** The processes' CPU and Postgres's over one phase: call `begin` before and `end` after. */
function profiler(m: Morah) {
  // The embedded database runs inside the process: its CPU is the process's.
  const pg = m.testDb ? postgresCpu(m.testDb.db) : { start: async () => {}, stop: async () => undefined };
  // The embedded mode runs without Redis.
  const redis = m.testDb ? redisCpu(TEST_REDIS_URL) : { start: async () => {}, stop: async () => undefined };
  let started = 0;
  let loadCpu = process.cpuUsage();
  let machine: (() => number) | undefined;
  const cpu = (processes: readonly MorahProcess[]) => processes.map((p) => p.cpuMs() ?? 0);
  let before = { gateways: cpu(m.gateways), workers: cpu(m.workers) };
  const since = (now: number[], then: number[]) => now.map((v, i) => v - (then[i] ?? 0));
  return {
    async begin() {
      await Promise.all([pg.start(), redis.start()]);
      before = { gateways: cpu(m.gateways), workers: cpu(m.workers) };
      machine = machineBusy();
      loadCpu = process.cpuUsage();
      started = performance.now();
    },
    async end(): Promise<PhaseProfiles> {
      const wallMs = performance.now() - started;
      const { user, system } = process.cpuUsage(loadCpu);
      const machineBusy = machine?.();
      const gateways = since(cpu(m.gateways), before.gateways);
      const workers = since(cpu(m.workers), before.workers);
      const [postgresCpuMs, redisCpuMs] = await Promise.all([pg.stop(), redis.stop()]);
      return { gateways, workers, postgresCpuMs, redisCpuMs, loadCpuMs: (user + system) / 1000, machineBusy, wallMs };
    },
  };
}

/** Every job recorded so far has run (its outbox row is done). */
async function jobsDrained(m: Morah, timeoutMs = 60_000): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (await nothingPending(m)) return true;
    await sleep(100);
  }
  return false;
}

async function nothingPending(m: Morah): Promise<boolean> {
  if (m.testDb) {
    const row = await m.testDb.db.selectFrom('job_outbox').select((eb) => eb.fn.countAll<string>().as('n')).where('done_at', 'is', null).executeTakeFirstOrThrow();
    return Number(row.n) === 0;
  }
  // The embedded process's own figures (/metrics answers on loopback): no job waiting or running, none undelivered.
  const text = await (await fetch(`${m.gateways[0]!.url}/metrics`)).text();
  const queued = [...text.matchAll(/^morah_queue_jobs\{[^}]*state="(?:waiting|active|delayed)"[^}]*\} (\S+)$/gm)].reduce((n, x) => n + Number(x[1]), 0);
  const undelivered = Number(/^morah_outbox_oldest_undelivered_seconds (\S+)$/m.exec(text)?.[1] ?? '0');
  return queued === 0 && undelivered === 0;
}

async function newThread(student: TestClient): Promise<number> {
  const res = await student.post('/api/chat/threads', {});
  if (res.status !== 201) throw new Error(`thread creation answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.thread.id as number;
}

async function watching(url: string, client: TestClient, threadId: number): Promise<Socket> {
  const socket = connectSocket(url, client.cookie) as unknown as Socket;
  await waitForConnect(socket);
  const ack = await watchThread(socket, threadId);
  if (!ack.ok) throw new Error(`chat:watch refused: ${ack.error?.message}`);
  return socket;
}

/** Post as the web app does: over the student's open socket (VIA=rest: POST). A "busy" refusal is a BusyRefusal. */
async function postMessage(client: TestClient, socket: Socket, threadId: number, content: string): Promise<ChatMessage> {
  if (VIA === 'socket') {
    const ack = (await socket.timeout(15_000).emitWithAck('chat:send', { threadId, content })) as { ok: boolean; data?: { message: ChatMessage }; error?: { code?: string } };
    if (!ack.ok) {
      if (ack.error?.code === 'busy' || ack.error?.code === 'rate_limited') throw new BusyRefusal(JSON.stringify(ack.error));
      throw new Error(`chat:send refused: ${JSON.stringify(ack.error)}`);
    }
    return ack.data!.message;
  }
  const res = await client.post(`/api/chat/threads/${threadId}/messages`, { content });
  if (res.status === 503 || res.status === 429) throw new BusyRefusal(JSON.stringify(res.body));
  if (res.status !== 201) throw new Error(`POST message answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.message as ChatMessage;
}

/** At most `limit` at once (registration hashes a password: a burst of hundreds would only queue). */
async function inBatches<T>(count: number, limit: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}

interface Classroom {
  students: { client: TestClient; threadId: number; socket: Socket }[];
  tracker: Tracker;
  /** Ids of every student message posted, and the student messages the tutor has answered. */
  postedIds: string[];
  aiRepliesSeen: Set<string>;
  sockets: Socket[];
}

/**
 * `count` students in classes of CLASS_SIZE, each in a thread of their own; each class's teacher
 * watches every thread of the class from one socket, as the teacher's live dashboard does. With
 * several gateways, class k's students talk to gateway k and their teacher listens on the next one,
 * so every message crosses from one gateway to another.
 */
async function classroom(m: Morah, count: number): Promise<Classroom> {
  const urls = m.gateways.map((g) => g.url!);
  const gatewayOfClass = (c: number) => urls[c % urls.length]!;
  const classes = await Promise.all(Array.from({ length: Math.ceil(count / CLASS_SIZE) }, (_, c) => pastBusy(() => registerTeacherWithClass(gatewayOfClass(c)))));
  const students = await inBatches(count, 8, async (i) => {
    const url = gatewayOfClass(classOf(i));
    const { student } = await pastBusy(() => registerStudent(url, classes[classOf(i)]!.classInfo.joinCode, `Student${i}`));
    const threadId = await pastBusy(() => newThread(student));
    return { client: student, threadId, socket: await watching(url, student, threadId) };
  });
  const tracker = new Tracker();
  const postedIds: string[] = [];
  const aiRepliesSeen = new Set<string>();
  const teacherSockets = await Promise.all(
    classes.map(async ({ teacher }, c) => {
      const threads = new Set(students.filter((_, i) => classOf(i) === c).map((s) => s.threadId));
      const socket = connectSocket(urls[(c + 1) % urls.length]!, teacher.cookie) as unknown as Socket;
      await waitForConnect(socket);
      for (const threadId of threads) {
        const ack = await watchThread(socket, threadId);
        if (!ack.ok) throw new Error(`chat:watch refused: ${ack.error?.message}`);
      }
      socket.on('chat:message', (msg: ChatMessage) => {
        const at = performance.now();
        if (!threads.has(msg.threadId)) return;
        if (msg.senderType === 'ai') {
          if (msg.replyTo) aiRepliesSeen.add(msg.replyTo);
          return;
        }
        const marker = MARKER.exec(msg.content)?.[1];
        if (msg.senderType === 'student' && marker) tracker.received(marker, at);
      });
      return socket;
    }),
  );
  return { students, tracker, postedIds, aiRepliesSeen, sockets: [...teacherSockets, ...students.map((s) => s.socket)] };
}

interface DeliveryResult {
  rate: number;
  load: LoadResult;
  ackMs: Figures;
  profiles: PhaseProfiles;
  /** Student messages with no tutor reply yet when the phase ended: the tutor's backlog. */
  tutorBacklog: number;
  /** Why the gateways refused as busy over the phase (their `morah_busy_refusals_total`), by reason. */
  busyReasons: Record<string, number>;
  /** performance.now() when the load began (the warm-up's replies all in) and when its last send was answered. */
  startedAt: number;
  endedAt: number;
}

/** Runs `load` with the worker processes stopped when WORKERS_HELD asks for it (they go on after, even on a failure). */
async function holdingWorkers<T>(m: Morah, load: () => Promise<T>): Promise<T> {
  if (!WORKERS_HELD) return load();
  for (const w of m.workers) process.kill(w.pid, 'SIGSTOP');
  try {
    return await load();
  } finally {
    for (const w of m.workers) process.kill(w.pid, 'SIGCONT');
  }
}

/** The gateways' busy refusals so far by reason, summed, from their /metrics (empty for programs that do not count them). */
async function busyRefusals(m: Morah): Promise<Record<string, number>> {
  const total: Record<string, number> = {};
  for (const g of m.gateways) {
    const text = await fetch(`${g.url}/metrics`).then((r) => (r.ok ? r.text() : ''), () => '');
    for (const [, reason, n] of text.matchAll(/^morah_busy_refusals_total\{reason="([a-z_]+)"\} (\d+)/gm)) total[reason!] = (total[reason!] ?? 0) + Number(n);
  }
  return total;
}

const printBusyReasons = (r: DeliveryResult) => {
  const counted = Object.entries(r.busyReasons).filter(([, n]) => n > 0);
  if (counted.length) console.log(`    refused as busy by the gateways, by reason: ${counted.map(([reason, n]) => `${reason} ${n}`).join(', ')}`);
};

async function deliveryAt(m: Morah, room: Classroom, rate: number, label: string, warmup: boolean): Promise<DeliveryResult> {
  const { students, tracker, postedIds } = room;
  const interval = (students.length * 1000) / rate;
  const perSender = Math.max(1, Math.floor((DURATION_S * 1000) / interval));
  const ackMs: number[] = [];
  const send = async (i: number, marker: string) => {
    const { client, threadId, socket } = students[i]!;
    const content = `What does the letter bet sound like in bayit? [bench:${marker}]`;
    const t0 = performance.now();
    tracker.sentAt.set(marker, t0);
    const message = await postMessage(client, socket, threadId, content);
    ackMs.push(performance.now() - t0);
    postedIds.push(message.id);
  };
  if (warmup) {
    await runLoad(tracker, `${label}-warm`, students.length, WARMUP_PER_SENDER, Math.min(interval, 250), send);
    await jobsDrained(m);
  }
  tracker.clear();
  ackMs.length = 0;
  const prof = profiler(m);
  const refusedBefore = await busyRefusals(m);
  await prof.begin();
  const startedAt = performance.now();
  const result = await holdingWorkers(m, () => runLoad(tracker, label, students.length, perSender, interval, send));
  const endedAt = performance.now();
  const profiles = await prof.end();
  const refusedAfter = await busyRefusals(m);
  const busyReasons = Object.fromEntries(Object.entries(refusedAfter).map(([reason, n]) => [reason, n - (refusedBefore[reason] ?? 0)]));
  const tutorBacklog = postedIds.filter((id) => !room.aiRepliesSeen.has(id)).length;
  return { rate, load: result, ackMs: figures(ackMs), profiles, tutorBacklog, busyReasons, startedAt, endedAt };
}

// ---------------------------------------------------------------------------------------------
// The tutor's pipeline: one student, one message at a time.

interface OverheadResult {
  overhead: Figures;
  postMs: Figures;
  toCompletionRequest: Figures;
  modelTtft: Figures;
  chunkToSocket: Figures;
  missing: number;
  firstTokenDropped: number;
  errors: number;
  sockets: Socket[];
  /** Where the time went, over the measured messages (after the warm-up ones). */
  profiles: PhaseProfiles;
}

const lastUserText = (body: any): string => {
  const messages: any[] = Array.isArray(body?.messages) ? body.messages : [];
  const last = [...messages].reverse().find((x) => x?.role === 'user');
  return typeof last?.content === 'string' ? last.content : '';
};

async function benchTutorOverhead(m: Morah): Promise<OverheadResult> {
  const url = m.gateways[0]!.url!;
  const { teacher, classInfo } = await registerTeacherWithClass(url);
  const { student } = await registerStudent(url, classInfo.joinCode, 'Dovi');
  const threadId = await newThread(student);
  const teacherSocket = await watching(m.gateways.at(-1)!.url!, teacher, threadId);
  const studentSocket = await watching(url, student, threadId);

  const firstDeltaAt = new Map<string, number>();
  const firstDeltaOffset = new Map<string, number>();
  const replied = new Set<string>();
  studentSocket.on('chat:tutor-delta', (d: TutorDelta) => {
    const at = performance.now();
    if (d.threadId !== threadId || firstDeltaAt.has(d.replyTo)) return;
    firstDeltaAt.set(d.replyTo, at);
    firstDeltaOffset.set(d.replyTo, d.offset);
  });
  studentSocket.on('chat:message', (msg: ChatMessage) => {
    if (msg.threadId === threadId && msg.senderType === 'ai' && msg.replyTo) replied.add(msg.replyTo);
  });

  // Only this student's requests reach the loopback model from here on, one at a time.
  m.openai.script.reset();
  // The tutor's streamed completions only: the model's safety screen asks the same endpoint for a
  // JSON verdict, not streamed, and the model's first chunks are recorded for streamed replies alone.
  const completions = () => m.openai.requests.filter((r) => r.path.endsWith('/chat/completions') && r.body?.stream === true);

  const overhead: number[] = [];
  const postMs: number[] = [];
  const toCompletion: number[] = [];
  const ttft: number[] = [];
  const chunkToSocket: number[] = [];
  let missing = 0;
  let firstTokenDropped = 0;
  let errors = 0;
  const profile = profiler(m);
  for (let k = 0; k < MESSAGES + WARMUP_PER_SENDER; k++) {
    if (k === WARMUP_PER_SENDER) await profile.begin();
    const marker = markerOf('tutor', k, Math.floor(Math.random() * 2 ** 24));
    const t0 = performance.now();
    let message: ChatMessage;
    try {
      message = await postMessage(student, studentSocket, threadId, `Why do we light candles on Shabbat? [bench:${marker}]`);
    } catch {
      errors++;
      continue;
    }
    const posted = performance.now();
    const until = posted + 10_000;
    // Wait for the finished reply (it follows the deltas on the same channel), so the next
    // completion is the only one in flight.
    while (!replied.has(message.id) && performance.now() < until) await sleep(1);
    const deltaAt = firstDeltaAt.get(message.id);
    const all = completions();
    const index = all.findIndex((r) => lastUserText(r.body).includes(`[bench:${marker}]`));
    const chunkAt = index >= 0 && m.openai.firstChunkAt.length === all.length ? m.openai.firstChunkAt[index] : undefined;
    if (!replied.has(message.id) || index < 0 || chunkAt === undefined) {
      // The reply itself never came, or its model request cannot be told apart: an error.
      missing++;
      continue;
    }
    if (deltaAt === undefined || firstDeltaOffset.get(message.id) !== 0) {
      // Deltas are volatile: the finished reply arrived, but the first token did not reach the socket.
      firstTokenDropped++;
      continue;
    }
    if (k < WARMUP_PER_SENDER) continue;
    const request = all[index]!;
    const modelTtft = chunkAt - request.receivedAt;
    overhead.push(deltaAt - t0 - modelTtft);
    postMs.push(posted - t0);
    toCompletion.push(request.receivedAt - t0);
    ttft.push(modelTtft);
    chunkToSocket.push(deltaAt - chunkAt);
  }
  const profiles = await profile.end();
  return {
    overhead: figures(overhead),
    postMs: figures(postMs),
    toCompletionRequest: figures(toCompletion),
    modelTtft: figures(ttft),
    chunkToSocket: figures(chunkToSocket),
    missing,
    firstTokenDropped,
    errors,
    sockets: [teacherSocket, studentSocket],
    profiles,
  };
}

// ---------------------------------------------------------------------------------------------
// A long history: the same messages from a new child and from one with HISTORY past activities.

export interface HistoryResult {
  history: number;
  fresh: { ackMs: Figures; workerCpuMs: number; postgresCpuMs: number | undefined };
  seasoned: { ackMs: Figures; workerCpuMs: number; postgresCpuMs: number | undefined };
  errors: number;
  sockets: Socket[];
}

async function benchHistory(m: Morah): Promise<HistoryResult> {
  const url = m.gateways[0]!.url!;
  const { classInfo } = await registerTeacherWithClass(url);
  const sockets: Socket[] = [];
  let errors = 0;
  const child = async (name: string) => {
    const { student, user } = await registerStudent(url, classInfo.joinCode, name);
    const threadId = await newThread(student);
    const socket = await watching(url, student, threadId);
    sockets.push(socket);
    return { student, user, threadId, socket };
  };
  const fresh = await child('Newcomer');
  const seasoned = await child('Veteran');
  await seedHistory(m.testDb!.db, { studentId: seasoned.user.id, studentName: 'Veteran Katz', count: HISTORY });
  await sql`analyze`.execute(m.testDb!.db);

  const measure = async (c: Awaited<ReturnType<typeof child>>) => {
    const send = async () => {
      const t0 = performance.now();
      await postMessage(c.student, c.socket, c.threadId, 'Who built the Mishkan?').catch(() => {
        errors++;
      });
      const took = performance.now() - t0;
      // One message at a time, each followed through to its last job.
      await jobsDrained(m);
      return took;
    };
    for (let k = 0; k < WARMUP_PER_SENDER; k++) await send();
    const prof = profiler(m);
    await prof.begin();
    const acks: number[] = [];
    for (let k = 0; k < HISTORY_MESSAGES; k++) acks.push(await send());
    const p = await prof.end();
    return {
      ackMs: figures(acks),
      workerCpuMs: cpuOf(p.workers) / HISTORY_MESSAGES,
      postgresCpuMs: p.postgresCpuMs === undefined ? undefined : p.postgresCpuMs / HISTORY_MESSAGES,
    };
  };
  // New, long history, new again: the better of the two new runs is the comparison (the machine's noise only adds).
  const first = await measure(fresh);
  const long = await measure(seasoned);
  const second = await measure(fresh);
  const best = first.workerCpuMs <= second.workerCpuMs ? first : second;
  return { history: HISTORY, fresh: best, seasoned: long, errors, sockets };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  console.log('Morah chat benchmark');
  console.log(
    `  setup: ${STUDENTS} students in ${CLASSES} class(es) of up to ${CLASS_SIZE} (CLASS_SIZE), each student in their own thread; each class's teacher watches every thread of the class from one socket; one message every ${INTERVAL_MS} ms per student ` +
      `(${num(RATE)} msg/s in all) for ${DURATION_S} s (${PER_SENDER} each, ${STUDENTS * PER_SENDER} in all), after ${WARMUP_PER_SENDER} warm-up messages each`,
  );
  console.log(
    (MODE === 'embedded'
      ? '  system under test: Morah in one process as `pnpm start` runs it (embedded Postgres in a new data directory, in-process jobs, in-memory sockets)'
      : `  system under test: ${GATEWAYS} gateway(s) and ${WORKERS} worker process(es) on one Postgres and Redis (BullMQ, Socket.IO Redis adapter)` +
        (GATEWAYS > 1 ? '; each student on one gateway, the teacher watching them on another' : '')) +
      `; students post over ${VIA === 'socket' ? 'their open socket (chat:send)' : 'REST (POST)'}; the tutor answers every message through a loopback OpenAI-compatible model; ${RUNTIME}${MODE === 'full' ? `; ${WORKERS_PRIORITY}` : ''}`,
  );
  if (WORKERS_HELD) console.log('  WORKERS_HELD: the workers are stopped during each load (people\'s messages alone); the tutor answers and the XP is paid after it. The goals below are not judged.');
  console.log(`  baseline: bare socket.io ${SOCKET_IO_VERSION} on loopback, in-memory adapter, same clients, rate and duration`);
  console.log(`  machine: load average ${load()} (1 / 5 / 15 min) on ${availableParallelism()} cores at the start`);
  console.log('');

  console.log('1/5 bare Socket.IO baseline...');
  const bare = await benchBare();
  printLoad('bare socket.io', bare);

  const morah: Partial<Morah> = {};
  const sockets: Socket[] = [];
  let delivery: DeliveryResult | undefined;
  let tutor: OverheadResult | undefined;
  let history: HistoryResult | undefined;
  const ramp: DeliveryResult[] = [];
  const stderr: string[] = [];
  try {
    Object.assign(morah, await startStack());
    const m = morah as Morah;

    console.log(`2/5 Morah delivery at ${num(RATE)} msg/s (student ${VIA === 'socket' ? 'chat:send' : 'POST'} -> teacher chat:message)...`);
    const room = await classroom(m, STUDENTS);
    sockets.push(...room.sockets);
    delivery = await deliveryAt(m, room, RATE, 'morah', true);
    printLoad('Morah', delivery.load);
    printBusyReasons(delivery);
    console.log(`    send acknowledged: ${spread(delivery.ackMs)}`);
    console.log(`    tutor replies still to come when the load ended: ${delivery.tutorBacklog}`);
    printProfile(`the ${num(RATE)} msg/s load`, delivery.load.sent, delivery.profiles);

    // Let the tutor finish answering the load before timing it alone.
    const quietBy = performance.now() + 60_000;
    while (room.postedIds.some((id) => !room.aiRepliesSeen.has(id)) && performance.now() < quietBy) await sleep(20);
    const unanswered = room.postedIds.filter((id) => !room.aiRepliesSeen.has(id)).length;
    if (unanswered) console.log(`  note: ${unanswered} of ${room.postedIds.length} student messages had no tutor reply 60 s after the load`);
    else if (delivery.tutorBacklog > 0) {
      // How many replies a second the tutor gave beside the load, and alone once it ended.
      const during = delivery.load.sent - delivery.tutorBacklog;
      const duringS = (delivery.endedAt - delivery.startedAt) / 1000;
      const afterS = (performance.now() - delivery.endedAt) / 1000;
      console.log(
        `    tutor replies: ${during} during the load (${num(during / duringS, 1)} a second beside it), the other ${delivery.tutorBacklog} in ${num(afterS, 1)} s after it (${num(delivery.tutorBacklog / afterS, 1)} a second alone)`,
      );
    }
    await jobsDrained(m);

    console.log('3/5 tutor pipeline overhead (student sends -> first chat:tutor-delta, minus model time to first token)...');
    tutor = await benchTutorOverhead(m);
    sockets.push(...tutor.sockets);
    const line = (label: string, f: Figures) => console.log(`  ${label}: ${spread(f)}`);
    line(`overhead (n=${tutor.overhead.count})`, tutor.overhead);
    line('  send round trip (for reference)', tutor.postMs);
    line('  send -> chat completion request at the model', tutor.toCompletionRequest);
    line('  model first chunk -> first delta at the student socket', tutor.chunkToSocket);
    line('model time to first token (excluded)', tutor.modelTtft);
    if (tutor.firstTokenDropped) {
      console.log(`  first chat:tutor-delta (offset 0) never reached the student socket for ${tutor.firstTokenDropped} of ${MESSAGES + WARMUP_PER_SENDER} replies (volatile; the finished reply arrived): not counted`);
    }
    if (tutor.missing || tutor.errors) console.log(`  replies lost or unattributable: ${tutor.missing}, errors: ${tutor.errors}`);
    printProfile('the tutor pipeline, one message at a time', MESSAGES, tutor.profiles);

    if (HISTORY > 0) {
      console.log(`4/5 a long history: ${HISTORY_MESSAGES} messages, one at a time, from a new child and from one with ${HISTORY} past activities...`);
      history = await benchHistory(m);
      sockets.push(...history.sockets);
      for (const [label, r] of [['new child', history.fresh], [`${HISTORY} past activities`, history.seasoned]] as const) {
        console.log(
          `  ${label}: send acknowledged p50 ${ms(r.ackMs.p50)}; ` +
            `CPU per message: workers ${ms(r.workerCpuMs)}` + (r.postgresCpuMs === undefined ? '' : `, Postgres ${ms(r.postgresCpuMs)}`),
        );
      }
    } else console.log(`4/5 a long history: skipped (${MODE === 'embedded' ? 'MODE=embedded' : 'HISTORY=0'})`);

    if (RATES.length) {
      console.log(`5/5 climbing: ${RATES.join(', ')} msg/s, ${DURATION_S} s each, the same ${STUDENTS} students...`);
      await jobsDrained(m, 120_000);
      for (const rate of RATES) {
        const r = await deliveryAt(m, room, rate, `ramp-${rate}`, false);
        ramp.push(r);
        printLoad(`${rate} msg/s offered`, r.load);
        printBusyReasons(r);
        console.log(`    send acknowledged: ${spread(r.ackMs)}; tutor replies still to come when the load ended: ${r.tutorBacklog}`);
        printProfile(`${rate} msg/s`, r.load.sent, r.profiles);
        // The next step starts with the tutor's backlog cleared, so each step is measured on its own.
        await jobsDrained(m, 180_000);
      }
    } else console.log('5/5 climbing: skipped (set RATES, e.g. RATES=200,300,500)');
  } finally {
    for (const s of sockets) s.close();
    for (const p of [...(morah.gateways ?? []), ...(morah.workers ?? [])]) {
      if (p.stderr.count) stderr.push(`  ${p.name} wrote ${p.stderr.count} line(s) to stderr; the first: ${p.stderr.first.join(' | ')}`);
    }
    await stopStack(morah);
  }
  console.log(`  machine: load average ${load()} (1 / 5 / 15 min) at the end`);
  for (const s of stderr) console.log(s);

  const d = delivery!;
  const t = tutor!;
  // With the workers held, the tutor was not on during the loads: no goal asks about that stack.
  if (WORKERS_HELD) console.log('\nGoals: not judged (WORKERS_HELD: the tutor and the XP waited in the queue during the loads)');
  else printGoals({ bare, delivery: d, tutor: t, history, ramp, gateways: GATEWAYS, workers: WORKERS, mode: MODE, students: STUDENTS, via: VIA, duration: DURATION_S });

  if (BENCH_JSON) {
    const summary = (x: DeliveryResult) => ({
      rate: x.rate,
      teacherP50: x.load.p50,
      teacherP99: x.load.p99,
      ackP99: x.ackMs.p99,
      sent: x.load.sent,
      delivered: x.load.delivered,
      deliveredPerSecond: x.load.perSecond,
      lost: x.load.lost,
      lostAcknowledged: x.load.lostAcknowledged,
      refused: x.load.refused,
      busyReasons: x.busyReasons,
      errors: x.load.errors,
      cpuPerMessage: cpuPerMessage(x.load.sent, x.profiles),
    });
    writeFileSync(BENCH_JSON, `${JSON.stringify({ loadAverage: loadavg(), cores: availableParallelism(), loads: [d, ...ramp].map(summary) }, null, 2)}\n`);
  }

  const lost = bare.lost + d.load.lost + t.missing + ramp.reduce((n, r) => n + r.load.lost, 0);
  const errors = bare.errors + d.load.errors + t.errors + (history?.errors ?? 0) + ramp.reduce((n, r) => n + r.load.errors, 0);
  if (lost || errors) {
    console.log(`FAILED: ${lost} message(s) lost, ${errors} error(s)`);
    return 1;
  }
  return 0;
}

const exitCode = await main().catch((error) => {
  console.error(error);
  return 1;
});
// Everything the benchmark opened is closed by now.
process.exit(exitCode);
