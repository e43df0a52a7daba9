import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { connect, type DbHandle } from '@morah/db';
import { sql } from '@morah/db/testing';
import { type FakeOpenAi, startFakeOpenAi } from '../fake-openai';
import { registerStudent, registerTeacherWithClass } from '../http-client';
import { LiveStudent } from '../live-student';
import { type MorahProcess, spawnMorah } from '../morah-processes';
import { freePort, type PrivatePostgres, type PrivateRedis, startPrivatePostgres, startPrivateRedis } from '../private-services';

/**
 * Morah's full stack as separate processes on services of its own, to break on purpose: a private
 * Postgres and Redis on free ports, gateways on fixed ports of their own (a restarted gateway comes
 * back where it was, as behind a load balancer), workers, and a loopback model server whose replies
 * stream as slowly as the test asks.
 */

export interface ChaosStackOptions {
  gateways: number;
  /** Redis with its append-only file (survives a stop) or with nothing saved. */
  redisPersistence: boolean;
  /** A Postgres to make this stack's database in; without it the stack starts one of its own. */
  postgres?: PrivatePostgres;
  /** Where each process's output goes (one file per process), besides memory. */
  logDir?: string | undefined;
}

export interface GatewaySlot {
  port: number;
  url: string;
  process: MorahProcess | undefined;
}

export interface ChaosStack {
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  model: FakeOpenAi;
  /** The stack's own database, for checking what was stored. */
  db: DbHandle['db'];
  gateways: GatewaySlot[];
  workers: MorahProcess[];
  /** Every gateway's URL, up or down: what a load balancer knows. */
  urls(): string[];
  startGateway(index: number): Promise<MorahProcess>;
  startWorker(): Promise<MorahProcess>;
  /** A teacher, a class and `count` students each with a conversation, spread over the gateways. */
  classroom(count: number): Promise<LiveStudent[]>;
  close(): Promise<void>;
}

// One secret for every gateway: a session made on one is read on the others.
const SESSION_SECRET = randomBytes(24).toString('hex');

export async function startChaosStack(options: ChaosStackOptions): Promise<ChaosStack> {
  const ownPostgres = !options.postgres;
  const postgres = options.postgres ?? (await startPrivatePostgres());
  const [redis, model] = await Promise.all([startPrivateRedis({ persistence: options.redisPersistence }), startFakeOpenAi()]);
  const database = `chaos_${randomBytes(4).toString('hex')}`;
  const admin = await connect({ databaseUrl: postgres.url, poolMax: 1 });
  await sql.raw(`create database ${database}`).execute(admin.db);
  await admin.close();
  const databaseUrl = Object.assign(new URL(postgres.url), { pathname: `/${database}` }).toString();
  const common = { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, REDIS_PREFIX: 'morah', OPENAI_BASE_URL: model.baseURL };
  let processCount = 0;
  const logFile = (role: string) => (options.logDir ? join(options.logDir, `${database}-${role}-${++processCount}.log`) : undefined);

  const gateways: GatewaySlot[] = [];
  for (let i = 0; i < options.gateways; i++) {
    const port = await freePort();
    gateways.push({ port, url: `http://127.0.0.1:${port}`, process: undefined });
  }
  const workers: MorahProcess[] = [];
  let handle: DbHandle | undefined;

  const stack: ChaosStack = {
    postgres,
    redis,
    model,
    get db() {
      return handle!.db;
    },
    gateways,
    workers,
    urls: () => gateways.map((g) => g.url),
    async startGateway(index) {
      const slot = gateways[index]!;
      slot.process = await spawnMorah('gateway', {
        logFile: logFile(`gateway${index}`),
        env: {
          ...common,
          PORT: String(slot.port),
          HOST: '127.0.0.1',
          SESSION_SECRET,
          WEB_DIST: '/nonexistent-web-dist',
          SEFARIA_URL: '',
          LOG_LEVEL: 'warn',
          // Students here write faster than a child: the limit is not what is tested.
          CHAT_MESSAGES_PER_MINUTE: '600',
          // Nor is load shedding (it has its own test): a busy test machine must not refuse these sends.
          BUSY_EVENT_LOOP_DELAY_MS: '60000',
          BUSY_DATABASE_WAITING: '100000',
          PASSWORD_HASH_COST: 'lowest',
        },
      });
      return slot.process;
    },
    async startWorker() {
      // `info`: the workers say when they are running.
      const worker = await spawnMorah('workers', { logFile: logFile('workers'), env: { ...common, LOG_LEVEL: 'info', WORKER_CONCURRENCY: '8' } });
      workers.push(worker);
      void worker.exited.then(() => workers.splice(workers.indexOf(worker), 1));
      return worker;
    },
    async classroom(count) {
      const urls = stack.urls();
      const { classInfo } = await registerTeacherWithClass(urls[0]!);
      return Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const home = urls[i % urls.length]!;
          const { student } = await registerStudent(home, classInfo.joinCode, `Student${i + 1}`);
          const thread = await student.post('/api/chat/threads', {});
          if (thread.status !== 201) throw new Error(`could not start a conversation: ${JSON.stringify(thread.body)}`);
          const live = new LiveStudent({ cookie: student.cookie!, threadId: thread.body.thread.id, gateways: stack.urls, home: i % urls.length });
          await live.start();
          return live;
        }),
      );
    },
    async close() {
      await Promise.all([...gateways.map((g) => g.process?.kill9()), ...workers.map((w) => w.kill9())]);
      await handle?.close();
      await Promise.all([redis.destroy(), model.close(), ownPostgres ? postgres.destroy() : undefined]);
    },
  };

  try {
    // The first gateway migrates the new database; the others and the workers start after it.
    await stack.startGateway(0);
    await Promise.all([...gateways.slice(1).map((_, i) => stack.startGateway(i + 1)), stack.startWorker()]);
    handle = await connect({ databaseUrl, poolMax: 4 });
  } catch (error) {
    await stack.close();
    throw error;
  }
  return stack;
}
