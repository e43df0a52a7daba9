import { type JobQueue, LOG_REDACT_PATHS, type RoomEmitter } from '@morah/contracts';
import type { Database, DbHandle, DbKind, JobProducer } from '@morah/db';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import type { GatewayConfig } from './config';
import { authRoutes } from './features/auth/auth.routes';
import { avatarRoutes } from './features/auth/avatar.routes';
import { LoginRateLimit } from './features/auth/login-rate-limit';
import { readingScheduleRoutes } from './features/auth/reading-schedule.routes';
import { ChatRateLimit } from './features/chat/chat-rate-limit';
import { chatRoutes } from './features/chat/chat.routes';
import { registerChatSocket } from './features/chat/chat.socket';
import { classesRoutes } from './features/classes/classes.routes';
import { classMembersRoutes } from './features/classes/class-members.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { booksRoutes } from './features/books/books.routes';
import { coloringRoutes } from './features/coloring/coloring.routes';
import { gamesRoutes } from './features/games/games.routes';
import { registerGatewayMetrics } from './features/operations/gateway-metrics';
import { healthRoutes } from './features/operations/health.routes';
import { metricsRoutes } from './features/operations/metrics.routes';
import { QuizRateLimit } from './features/quizzes/quiz-rate-limit';
import { quizzesRoutes } from './features/quizzes/quizzes.routes';
import { gamificationRoutes } from './features/gamification/gamification.routes';
import { learningRoutes } from './features/learning/learning.routes';
import { parentDashboardRoutes } from './features/parent/parent-dashboard.routes';
import { parentRoutes } from './features/parent/parent.routes';
import { learnerProgressRoutes } from './features/learners/learner-progress.routes';
import { createPaymentProvider } from './features/premium/payment-provider';
import { premiumRoutes } from './features/premium/premium.routes';
import { stripeWebhookRoutes } from './features/premium/stripe-webhook.routes';
import { testCheckoutRoutes } from './features/premium/test-checkout.routes';
import { InsightRateLimit } from './features/parsha/insight-rate-limit';
import { parshaRoutes } from './features/parsha/parsha.routes';
import { usersRoutes } from './features/users/users.routes';
import { noticesRoutes } from './features/notices/notices.routes';
import { safetyRoutes } from './features/safety/safety.routes';
import { registerApiDocs } from './plugins/api-docs';
import { CodeTryLimit } from './plugins/code-try-limit';
import { registerCsrfGuard } from './plugins/csrf';
import { registerCurrentUser } from './plugins/current-user';
import { registerLoadShedding } from './plugins/load-shedding';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputHygiene } from './plugins/input-hygiene';
import { registerSecurityHeaders } from './plugins/security-headers';
import { resolveSessionSecret } from './plugins/session-secret';
import { registerSessions } from './plugins/sessions';
import { registerStaticWeb } from './plugins/static-web';
import { registerZodSchemas } from './plugins/zod-schemas';
import { registerRequestIds, requestIdFor } from './plugins/request-id';
import { createSocketServer, type MorahServer } from './realtime/socket-server';

export interface AppDeps {
  config: GatewayConfig;
  db: Kysely<Database>;
  /** Jobs are recorded in the transaction of the write they follow: `jobs.enqueue(trx, name, payload)`. */
  jobs: JobProducer;
  /** Present in full-stack mode: rate-limit counters and the Socket.IO adapter go through it. */
  redis?: Redis | undefined;
  /** The queue the outbox relay hands jobs to (BullMQ or the in-process runner): readiness and metrics ask it. */
  queue: JobQueue;
  dbKind: DbKind;
  /** Statements waiting now for a free database connection (see DbHandle.waiting). */
  dbWaiting?: () => number;
  /** Reads kept prepared on each Postgres connection (see DbHandle.prepared): the sign-in check of every request. */
  prepared: DbHandle['prepared'];
}

export interface MorahApp {
  app: FastifyInstance;
  io: MorahServer;
  /** Emits to rooms from this process (through Redis to every gateway when there is one). */
  emitter: RoomEmitter;
  /** What /metrics reads; in the one-process mode the jobs' figures go here too. */
  metrics: Registry;
}

/** Build the gateway from its plugins and feature routes. Only server.ts and start.ts listen. */
export async function buildApp({ config, db, jobs, redis, queue, dbKind, dbWaiting, prepared }: AppDeps): Promise<MorahApp> {
  const app = Fastify({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    genReqId: requestIdFor,
    logger: {
      level: config.LOG_LEVEL,
      redact: LOG_REDACT_PATHS,
    },
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace' }),
  });
  registerErrorHandler(app);
  registerRequestIds(app);
  const loadShedding = await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.BUSY_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.BUSY_HEAP_USED_MB === undefined ? undefined : config.BUSY_HEAP_USED_MB * 1024 * 1024,
    databaseWaiting: dbWaiting ?? (() => 0),
    maxDatabaseWaiting: config.BUSY_DATABASE_WAITING,
  });
  await registerSecurityHeaders(app);
  registerZodSchemas(app);
  await registerApiDocs(app);
  registerInputHygiene(app);
  registerCsrfGuard(app, config.ALLOWED_ORIGINS, config.TRUST_PROXY);
  await registerSessions(app, db, prepared, await resolveSessionSecret(db, config.SESSION_SECRET), config.SESSION_TTL_DAYS);
  registerCurrentUser(app, db);

  const redisOption = redis ? { client: redis, prefix: config.REDIS_PREFIX } : undefined;
  const loginLimit = new LoginRateLimit(
    {
      maxFailsPerAccountAddress: config.LOGIN_MAX_FAILS_PER_ACCOUNT_ADDRESS,
      maxFailsPerAccount: config.LOGIN_MAX_FAILS_PER_ACCOUNT,
      maxFailsPerAddress: config.LOGIN_MAX_FAILS_PER_ADDRESS,
      blockMinutes: config.LOGIN_BLOCK_MINUTES,
    },
    redisOption,
  );

  // The socket server comes first: routes push to its rooms after they commit.
  const { io, emitter } = await createSocketServer(app, {
    db,
    allowedOrigins: config.ALLOWED_ORIGINS,
    trustProxy: config.TRUST_PROXY,
    redis: redisOption,
  });
  const chatDeps = { db, jobs, emitter, rateLimit: new ChatRateLimit(config.CHAT_MESSAGES_PER_MINUTE, redisOption), underPressure: loadShedding.refusesNow };
  registerChatSocket(io, { ...chatDeps, log: app.log });
  const metrics = new Registry();
  registerGatewayMetrics(app, { registry: metrics, io, queue, db, busyRefusals: loadShedding.refusals });
  await app.register(metricsRoutes, { registry: metrics, token: config.METRICS_TOKEN });

  await app.register(healthRoutes, { db, queue, redis, mode: redis ? 'full-stack' : dbKind === 'embedded' ? 'embedded' : 'postgres' });
  const codeLimit = new CodeTryLimit(
    { maxTriesPerAccount: config.CODE_MAX_TRIES_PER_ACCOUNT, maxTriesPerAddress: config.CODE_MAX_TRIES_PER_ADDRESS, blockMinutes: config.CODE_BLOCK_MINUTES },
    redisOption,
  );
  await app.register(authRoutes, { db, loginLimit, codeLimit, emitter, allowedOrigins: config.ALLOWED_ORIGINS, trustProxy: config.TRUST_PROXY, passwordHashCost: config.PASSWORD_HASH_COST });
  await app.register(avatarRoutes, { db });
  await app.register(readingScheduleRoutes, { db });
  await app.register(classesRoutes, { db, io });
  await app.register(parentRoutes, { db, codeLimit, passwordHashCost: config.PASSWORD_HASH_COST });
  await app.register(parentDashboardRoutes, { db });
  await app.register(usersRoutes, { db });
  await app.register(learningRoutes, { db, jobs });
  await app.register(chatRoutes, chatDeps);
  await app.register(safetyRoutes, { db, emitter });
  await app.register(noticesRoutes, { db });
  await app.register(gamificationRoutes, { db, jobs, emitter });
  await app.register(coloringRoutes, { db, jobs });
  await app.register(booksRoutes, { db, jobs });
  await app.register(parshaRoutes, { db, jobs, sefariaUrl: config.SEFARIA_URL, sefariaTimeoutMs: config.SEFARIA_TIMEOUT_MS, insightLimit: new InsightRateLimit(config.PARSHA_INSIGHTS_PER_HOUR, redisOption) });
  await app.register(gamesRoutes, { db, jobs });
  await app.register(learnerProgressRoutes, { db });
  // Without a payment provider (no Stripe key, no test checkout asked for) no route can grant Premium.
  const payments = createPaymentProvider(config);
  await app.register(premiumRoutes, { db, config, provider: payments });
  if (payments) await app.register(stripeWebhookRoutes, { db, jobs, provider: payments });
  if (payments?.mode === 'test') await app.register(testCheckoutRoutes, { db, provider: payments });
  await app.register(quizzesRoutes, { db, jobs, rateLimit: new QuizRateLimit(config.QUIZZES_PER_HOUR, redisOption) });
  await app.register(privacyRoutes, { db, jobs, emitter, config });
  await app.register(classMembersRoutes, { db, io });
  await registerStaticWeb(app, config.WEB_DIST);
  return { app, io, emitter, metrics };
}
