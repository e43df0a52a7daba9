import type { JobProducer, RoomEmitter } from '@morah/contracts';
import type { Database } from '@morah/db';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { GatewayConfig } from './config';
import { authRoutes } from './features/auth/auth.routes';
import { avatarRoutes } from './features/auth/avatar.routes';
import { LoginRateLimit } from './features/auth/login-rate-limit';
import { ChatRateLimit } from './features/chat/chat-rate-limit';
import { chatRoutes } from './features/chat/chat.routes';
import { registerChatSocket } from './features/chat/chat.socket';
import { classesRoutes } from './features/classes/classes.routes';
import { gamificationRoutes } from './features/gamification/gamification.routes';
import { learningRoutes } from './features/learning/learning.routes';
import { parentDashboardRoutes } from './features/parent/parent-dashboard.routes';
import { parentRoutes } from './features/parent/parent.routes';
import { usersRoutes } from './features/users/users.routes';
import { registerCsrfGuard } from './plugins/csrf';
import { registerCurrentUser } from './plugins/current-user';
import { registerErrorHandler } from './plugins/error-handler';
import { resolveSessionSecret } from './plugins/session-secret';
import { registerSessions } from './plugins/sessions';
import { registerStaticWeb } from './plugins/static-web';
import { createSocketServer, type MorahServer } from './realtime/socket-server';

export interface AppDeps {
  config: GatewayConfig;
  db: Kysely<Database>;
  jobs: JobProducer;
  /** Present in full-stack mode: rate-limit counters and the Socket.IO adapter go through it. */
  redis?: Redis | undefined;
}

export interface MorahApp {
  app: FastifyInstance;
  io: MorahServer;
  /** Emits to rooms from this process (through Redis to every gateway when there is one). */
  emitter: RoomEmitter;
}

/** Build the gateway from its plugins and feature routes. Only server.ts and start.ts listen. */
export async function buildApp({ config, db, jobs, redis }: AppDeps): Promise<MorahApp> {
  const app = Fastify({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'body.password'],
    },
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace' }),
  });
  registerErrorHandler(app);
  registerCsrfGuard(app, config.ALLOWED_ORIGINS, config.TRUST_PROXY);
  await registerSessions(app, db, await resolveSessionSecret(db, config.SESSION_SECRET), config.SESSION_TTL_DAYS);
  registerCurrentUser(app, db);

  const redisOption = redis ? { client: redis, prefix: config.REDIS_PREFIX } : undefined;
  const loginLimit = new LoginRateLimit(
    { maxFailsPerAccount: config.LOGIN_MAX_FAILS_PER_ACCOUNT, maxFailsPerAddress: config.LOGIN_MAX_FAILS_PER_ADDRESS, blockMinutes: config.LOGIN_BLOCK_MINUTES },
    redisOption,
  );

  // The socket server comes first: routes push to its rooms after they commit.
  const { io, emitter } = await createSocketServer(app, {
    db,
    allowedOrigins: config.ALLOWED_ORIGINS,
    trustProxy: config.TRUST_PROXY,
    redis: redisOption,
  });
  const chatDeps = { db, jobs, emitter, rateLimit: new ChatRateLimit(config.CHAT_MESSAGES_PER_MINUTE, redisOption) };
  registerChatSocket(io, { ...chatDeps, log: app.log });

  app.get('/api/health', async () => ({ ok: true }));
  await app.register(authRoutes, { db, loginLimit });
  await app.register(avatarRoutes, { db });
  await app.register(classesRoutes, { db, io });
  await app.register(parentRoutes, { db });
  await app.register(parentDashboardRoutes, { db });
  await app.register(usersRoutes, { db });
  await app.register(learningRoutes, { db, jobs });
  await app.register(chatRoutes, chatDeps);
  await app.register(gamificationRoutes, { db, jobs, emitter });
  await registerStaticWeb(app, config.WEB_DIST);
  return { app, io, emitter };
}
