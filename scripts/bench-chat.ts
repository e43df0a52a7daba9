// `pnpm bench:chat`: how fast a chat message reaches the watching teacher, measured against a bare
// Socket.IO relay on the same machine in the same run, and how much the pipeline adds before the
// tutor's first token. Morah runs in full-stack mode (Postgres, BullMQ workers, the Redis adapter)
// with the real OpenAI client talking to a loopback server. Figures are printed, not asserted: the
// process fails only when a message is lost or a request errors.
//
// Environment: STUDENTS (20), INTERVAL_MS (2000), DURATION_S (15), MESSAGES (30, the tutor phase),
// VIA (socket: students post over their open socket as the web app does; rest: POST).
// The workers run in their own process, as `pnpm worker` does in this mode.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { ChatMessage, TutorDelta } from '@morah/contracts';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import type { RunningGateway } from '@morah/gateway';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { startFakeOpenAi, type FakeOpenAi } from '../tests/support/fake-openai';
import { registerStudent, registerTeacherWithClass, type TestClient } from '../tests/support/http-client';
import { newRedisPrefix, startGateway, TEST_REDIS_URL } from '../tests/support/morah-under-test';
import { connectSocket, waitForConnect, watchThread } from '../tests/support/socket-client';

const intFromEnv = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
};

const STUDENTS = Math.floor(intFromEnv('STUDENTS', 20));
const INTERVAL_MS = intFromEnv('INTERVAL_MS', 2000);
const DURATION_S = intFromEnv('DURATION_S', 15);
const MESSAGES = Math.floor(intFromEnv('MESSAGES', 30));
const PER_SENDER = Math.max(1, Math.floor((DURATION_S * 1000) / INTERVAL_MS));
const WARMUP_PER_SENDER = 2;
const LOSS_WAIT_MS = 10_000;
const LATENCY_BUDGET_RATIO = 4;
const OVERHEAD_BUDGET_MS = 30;
const VIA = process.env.VIA === 'rest' ? 'rest' : 'socket';

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

// ---------------------------------------------------------------------------------------------
// Figures

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (t: number) => sleep(Math.max(0, t - performance.now()));

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

interface Figures {
  p50: number;
  p99: number;
  max: number;
  count: number;
}

function figures(values: number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN, count: sorted.length };
}

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
const num = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');

// ---------------------------------------------------------------------------------------------
// A fixed-rate load: every sender sends `perSender` messages `interval` apart, the senders staggered
// evenly over one interval. Each message carries a unique marker; receivers stamp when they see it.

interface LoadResult extends Figures {
  sent: number;
  delivered: number;
  lost: number;
  errors: number;
  perSecond: number;
}

class Tracker {
  readonly sentAt = new Map<string, number>();
  readonly receivedAt = new Map<string, number>();
  errors = 0;
  received(marker: string, at: number) {
    if (this.sentAt.has(marker) && !this.receivedAt.has(marker)) this.receivedAt.set(marker, at);
  }
}

const MARKER = /\[bench:([0-9a-z-]+)\]/;
const newMarker = (phase: string, sender: number, k: number) => `${phase}-${sender}-${k}-${randomBytes(3).toString('hex')}`;

async function runLoad(
  tracker: Tracker,
  phase: string,
  senders: number,
  perSender: number,
  interval: number,
  send: (sender: number, marker: string) => Promise<void>,
): Promise<LoadResult> {
  const markers: string[] = [];
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 50;
  await Promise.all(
    Array.from({ length: senders }, async (_, sender) => {
      const offset = (sender * interval) / senders;
      for (let k = 0; k < perSender; k++) {
        await sleepUntil(start + offset + k * interval);
        const marker = newMarker(phase, sender, k);
        markers.push(marker);
        inFlight.push(
          send(sender, marker).catch(() => {
            tracker.errors++;
          }),
        );
      }
    }),
  );
  const lastSend = performance.now();
  await Promise.all(inFlight);
  while (markers.some((m) => !tracker.receivedAt.has(m)) && performance.now() - lastSend < LOSS_WAIT_MS) await sleep(10);

  const latencies: number[] = [];
  let firstSend = Infinity;
  let lastReceive = -Infinity;
  for (const m of markers) {
    const sent = tracker.sentAt.get(m);
    if (sent !== undefined) firstSend = Math.min(firstSend, sent);
    const got = tracker.receivedAt.get(m);
    if (sent === undefined || got === undefined) continue;
    latencies.push(got - sent);
    lastReceive = Math.max(lastReceive, got);
  }
  const attempted = markers.filter((m) => tracker.sentAt.has(m)).length;
  const window = (lastReceive - firstSend) / 1000;
  return {
    ...figures(latencies),
    sent: attempted,
    delivered: latencies.length,
    lost: attempted - latencies.length,
    errors: tracker.errors,
    perSecond: latencies.length > 0 && window > 0 ? latencies.length / window : Number.NaN,
  };
}

function printLoad(label: string, r: LoadResult) {
  console.log(
    `  ${label}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ${r.delivered}/${r.sent} delivered, ${num(r.perSecond)} msg/s, lost ${r.lost}` +
      (r.errors ? `, errors ${r.errors}` : ''),
  );
}

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
    for (let i = 0; i < STUDENTS; i++) {
      const sender = open();
      const receiver = open();
      senders.push(sender);
      receivers.push(receiver);
      await Promise.all([waitForConnect(sender), waitForConnect(receiver)]);
      await new Promise<void>((resolve) => receiver.emit('join', `room:${i}`, resolve));
      receiver.on('msg', (payload: { marker: string }) => tracker.received(payload.marker, performance.now()));
    }
    const send = async (i: number, marker: string) => {
      tracker.sentAt.set(marker, performance.now());
      senders[i]!.emit('msg', { room: `room:${i}`, marker, content: `What does the letter bet sound like? [bench:${marker}]` });
    };
    await runLoad(tracker, 'bare-warm', STUDENTS, WARMUP_PER_SENDER, Math.min(INTERVAL_MS, 250), send);
    tracker.sentAt.clear();
    tracker.receivedAt.clear();
    return await runLoad(tracker, 'bare', STUDENTS, PER_SENDER, INTERVAL_MS, send);
  } finally {
    for (const s of [...senders, ...receivers]) s.close();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    http.closeAllConnections();
  }
}

// ---------------------------------------------------------------------------------------------
// Morah

interface Morah {
  testDb: TestDatabase;
  gateway: RunningGateway;
  workers: { close(): Promise<void> };
  openai: FakeOpenAi;
  prefix: string;
}

async function startFullStack(): Promise<Morah> {
  const testDb = await createTestDatabase();
  const prefix = newRedisPrefix();
  const openai = await startFakeOpenAi();
  const workers = await startWorkerProcess({
    DATABASE_URL: testDb.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_API_KEY: 'bench',
    OPENAI_MODEL: 'bench-model',
  });
  const gateway = await startGateway({ databaseUrl: testDb.url, redisPrefix: prefix, env: { CHAT_MESSAGES_PER_MINUTE: '100000', LOG_LEVEL: 'silent' } });
  return { testDb, gateway, workers, openai, prefix };
}

/** `pnpm worker`, as its own process; ready once it says so. */
async function startWorkerProcess(env: Record<string, string>): Promise<{ close(): Promise<void> }> {
  const root = new URL('..', import.meta.url).pathname;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'workers/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the worker process did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the worker process exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Morah workers are running')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  child.stdout!.resume();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function stopFullStack(m: Partial<Morah>) {
  await m.gateway?.close().catch(() => {});
  await m.workers?.close().catch(() => {});
  await m.openai?.close().catch(() => {});
  await m.testDb?.drop().catch(() => {});
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

async function newThread(student: TestClient): Promise<number> {
  const res = await student.post('/api/chat/threads', {});
  if (res.status !== 201) throw new Error(`thread creation answered ${res.status}`);
  return res.body.thread.id as number;
}

async function watching(url: string, client: TestClient, threadId: number): Promise<Socket> {
  const socket = connectSocket(url, client.cookie) as unknown as Socket;
  await waitForConnect(socket);
  const ack = await watchThread(socket, threadId);
  if (!ack.ok) throw new Error(`chat:watch refused: ${ack.error?.message}`);
  return socket;
}

/** Post as the web app does: over the student's open socket (VIA=rest: POST). */
async function postMessage(client: TestClient, socket: Socket, threadId: number, content: string): Promise<ChatMessage> {
  if (VIA === 'socket') {
    const ack = (await socket.timeout(15_000).emitWithAck('chat:send', { threadId, content })) as { ok: boolean; data?: { message: ChatMessage }; error?: unknown };
    if (!ack.ok) throw new Error(`chat:send refused: ${JSON.stringify(ack.error)}`);
    return ack.data!.message;
  }
  const res = await client.post(`/api/chat/threads/${threadId}/messages`, { content });
  if (res.status !== 201) throw new Error(`POST message answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.message as ChatMessage;
}

interface DeliveryResult {
  load: LoadResult;
  postMs: Figures;
  /** Event-loop delay of this process (gateway, workers and clients share it) during the load. */
  loopDelay: Figures;
  /** Ids of every student message posted, so the tutor phase can wait for their replies. */
  postedIds: string[];
  aiRepliesSeen: Set<string>;
  sockets: Socket[];
}

async function benchDelivery(m: Morah): Promise<DeliveryResult> {
  const url = m.gateway.url;
  const { teacher, classInfo } = await registerTeacherWithClass(url);
  const students: { client: TestClient; threadId: number; socket: Socket }[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const { student } = await registerStudent(url, classInfo.joinCode, `Student${i}`);
    const threadId = await newThread(student);
    students.push({ client: student, threadId, socket: await watching(url, student, threadId) });
  }

  const tracker = new Tracker();
  const postedIds: string[] = [];
  const aiRepliesSeen = new Set<string>();
  const sockets: Socket[] = [];
  // One teacher socket per thread: N watching teachers.
  for (const { threadId } of students) {
    const socket = await watching(url, teacher, threadId);
    sockets.push(socket);
    socket.on('chat:message', (msg: ChatMessage) => {
      const at = performance.now();
      if (msg.threadId !== threadId) return;
      if (msg.senderType === 'ai') {
        if (msg.replyTo) aiRepliesSeen.add(msg.replyTo);
        return;
      }
      const marker = MARKER.exec(msg.content)?.[1];
      if (msg.senderType === 'student' && marker) tracker.received(marker, at);
    });
  }

  const postMs: number[] = [];
  const send = async (i: number, marker: string) => {
    const { client, threadId, socket } = students[i]!;
    const content = `What does the letter bet sound like in bayit? [bench:${marker}]`;
    const t0 = performance.now();
    tracker.sentAt.set(marker, t0);
    const message = await postMessage(client, socket, threadId, content);
    postMs.push(performance.now() - t0);
    postedIds.push(message.id);
  };
  await runLoad(tracker, 'morah-warm', STUDENTS, WARMUP_PER_SENDER, Math.min(INTERVAL_MS, 250), send);
  tracker.sentAt.clear();
  tracker.receivedAt.clear();
  tracker.errors = 0;
  postMs.length = 0;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const load = await runLoad(tracker, 'morah', STUDENTS, PER_SENDER, INTERVAL_MS, send);
  loop.disable();
  const loopDelay = { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6, count: loop.count };
  sockets.push(...students.map((s) => s.socket));
  return { load, postMs: figures(postMs), loopDelay, postedIds, aiRepliesSeen, sockets };
}

interface OverheadResult {
  overhead: Figures;
  postMs: Figures;
  toCompletionRequest: Figures;
  modelTtft: Figures;
  chunkToSocket: Figures;
  missing: number;
  firstTokenDropped: number;
  errors: number;
}

const lastUserText = (body: any): string => {
  const messages: any[] = Array.isArray(body?.messages) ? body.messages : [];
  const last = [...messages].reverse().find((x) => x?.role === 'user');
  return typeof last?.content === 'string' ? last.content : '';
};

async function benchTutorOverhead(m: Morah): Promise<OverheadResult & { sockets: Socket[] }> {
  const url = m.gateway.url;
  const { teacher, classInfo } = await registerTeacherWithClass(url);
  const { student } = await registerStudent(url, classInfo.joinCode, 'Dovi');
  const threadId = await newThread(student);
  const teacherSocket = await watching(url, teacher, threadId);
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
  const completions = () => m.openai.requests.filter((r) => r.path.endsWith('/chat/completions'));

  const overhead: number[] = [];
  const postMs: number[] = [];
  const toCompletion: number[] = [];
  const ttft: number[] = [];
  const chunkToSocket: number[] = [];
  let missing = 0;
  let firstTokenDropped = 0;
  let errors = 0;
  for (let k = 0; k < MESSAGES + WARMUP_PER_SENDER; k++) {
    const marker = newMarker('tutor', 0, k);
    const t0 = performance.now();
    let message: ChatMessage;
    try {
      message = await postMessage(student, studentSocket, threadId, `Why do we light candles on Shabbat? [bench:${marker}]`);
    } catch {
      errors++;
      continue;
    }
    const posted = performance.now();
    const until = posted + LOSS_WAIT_MS;
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
  };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  console.log('Morah chat benchmark');
  console.log(
    `  setup: ${STUDENTS} students, each in their own thread watched by its own teacher socket; one message every ${INTERVAL_MS} ms per student ` +
      `(${num((STUDENTS * 1000) / INTERVAL_MS)} msg/s in all) for ${DURATION_S} s (${PER_SENDER} each, ${STUDENTS * PER_SENDER} in all), ` +
      `after ${WARMUP_PER_SENDER} warm-up messages each`,
  );
  console.log(`  mode: full-stack (Postgres, BullMQ workers in their own process, Socket.IO Redis adapter); students post over ${VIA === 'socket' ? 'their open socket (chat:send)' : 'REST (POST)'}; loopback OpenAI-compatible model`);
  console.log(`  baseline: bare socket.io ${SOCKET_IO_VERSION} on loopback, in-memory adapter, same clients, rate and duration`);
  console.log(`  tutor phase: ${MESSAGES} sequential messages from one student in a watched thread`);
  console.log('');

  console.log('1/3 bare Socket.IO baseline...');
  const bare = await benchBare();
  printLoad('bare socket.io', bare);

  const morah: Partial<Morah> = {};
  const sockets: Socket[] = [];
  let delivery: DeliveryResult | undefined;
  let tutor: Awaited<ReturnType<typeof benchTutorOverhead>> | undefined;
  try {
    Object.assign(morah, await startFullStack());
    const m = morah as Morah;

    console.log(`2/3 Morah delivery (student ${VIA === 'socket' ? 'chat:send' : 'POST'} -> teacher chat:message)...`);
    delivery = await benchDelivery(m);
    sockets.push(...delivery.sockets);
    printLoad('Morah', delivery.load);
    console.log(`    send round trip, answered after the XP is granted (for reference): p50 ${ms(delivery.postMs.p50)}, p99 ${ms(delivery.postMs.p99)}, max ${ms(delivery.postMs.max)}`);
    console.log(`    event-loop delay of the shared process during the load: p50 ${ms(delivery.loopDelay.p50)}, p99 ${ms(delivery.loopDelay.p99)}, max ${ms(delivery.loopDelay.max)}`);

    // Let the tutor finish answering the load before timing it alone.
    const quietBy = performance.now() + 30_000;
    while (delivery.postedIds.some((id) => !delivery!.aiRepliesSeen.has(id)) && performance.now() < quietBy) await sleep(20);
    const unanswered = delivery.postedIds.filter((id) => !delivery!.aiRepliesSeen.has(id)).length;
    if (unanswered) console.log(`  note: ${unanswered} of ${delivery.postedIds.length} student messages had no tutor reply 30 s after the load`);

    console.log('3/3 tutor pipeline overhead (student sends -> first chat:tutor-delta, minus model time to first token)...');
    tutor = await benchTutorOverhead(m);
    sockets.push(...tutor.sockets);
    const line = (label: string, f: Figures) => console.log(`  ${label}: p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, max ${ms(f.max)}`);
    line(`overhead (n=${tutor.overhead.count})`, tutor.overhead);
    line('  send round trip (for reference)', tutor.postMs);
    line('  send -> chat completion request at the model', tutor.toCompletionRequest);
    line('  model first chunk -> first delta at the student socket', tutor.chunkToSocket);
    line('model time to first token (excluded)', tutor.modelTtft);
    if (tutor.firstTokenDropped) {
      console.log(`  first chat:tutor-delta (offset 0) never reached the student socket for ${tutor.firstTokenDropped} of ${MESSAGES + WARMUP_PER_SENDER} replies (volatile; the finished reply arrived): not counted`);
    }
    if (tutor.missing || tutor.errors) console.log(`  replies lost or unattributable: ${tutor.missing}, errors: ${tutor.errors}`);
  } finally {
    for (const s of sockets) s.close();
    await stopFullStack(morah);
  }

  const d = delivery!.load;
  const t = tutor!;
  const p50Ratio = d.p50 / bare.p50;
  const p99Ratio = d.p99 / bare.p99;
  const latencyOk = p50Ratio <= LATENCY_BUDGET_RATIO && p99Ratio <= LATENCY_BUDGET_RATIO;
  const overheadOk = t.overhead.p50 <= OVERHEAD_BUDGET_MS;
  console.log('');
  console.log(`delivery ratio Morah/bare: p50 ${num(p50Ratio, 2)}x, p99 ${num(p99Ratio, 2)}x (budget ${LATENCY_BUDGET_RATIO}x): ${latencyOk ? 'within budget' : 'OVER BUDGET'}`);
  console.log(`tutor pipeline overhead p50 ${ms(t.overhead.p50)} (budget ${OVERHEAD_BUDGET_MS} ms): ${overheadOk ? 'within budget' : 'OVER BUDGET'}`);

  const lost = bare.lost + d.lost + t.missing;
  const errors = bare.errors + d.errors + t.errors;
  console.log('');
  console.log('| students | via | rate | duration | Morah p50 / p99 | bare p50 / p99 | ratio p50 / p99 | msg/s | lost | tutor overhead p50 / p99 |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${STUDENTS} | ${VIA} | 1 per ${INTERVAL_MS / 1000} s | ${DURATION_S} s | ${num(d.p50)} / ${num(d.p99)} ms | ${num(bare.p50)} / ${num(bare.p99)} ms | ` +
      `${num(p50Ratio, 2)}x / ${num(p99Ratio, 2)}x ${latencyOk ? '(within 4x)' : '(OVER 4x)'} | ${num(d.perSecond)} | ${d.lost} | ` +
      `${num(t.overhead.p50)} / ${num(t.overhead.p99)} ms ${overheadOk ? '(within 30 ms)' : '(OVER 30 ms)'} |`,
  );
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
// Everything the benchmark opened is closed by now; the system under test's BullMQ queue events and
// workers keep duplicated Redis connections open after close(), so do not wait for them.
process.exit(exitCode);
