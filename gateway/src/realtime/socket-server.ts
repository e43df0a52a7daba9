import type { ClientToServerEvents, RoomEmitter, ServerToClientEvents } from '@morah/contracts';
import { rooms } from '@morah/contracts';
import { type Database, findUserById } from '@morah/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { Server, type Socket } from 'socket.io';
import { isSameOrigin } from '../plugins/same-origin';
import { SESSION_COOKIE } from '../plugins/sessions';

export interface SocketData {
  userId: number;
  role: 'student' | 'teacher' | 'parent';
  /** As at the handshake: names sign the messages this socket posts. */
  firstName: string;
  lastName: string;
}

export type MorahServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type MorahSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface SocketServerOptions {
  db: Kysely<Database>;
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  /** With Redis, rooms span every gateway; without, they live in this process. */
  redis?: { client: Redis; prefix: string } | undefined;
}

/** Read the session behind a handshake's cookie, exactly as REST does. */
function sessionUserId(app: FastifyInstance, cookieHeader: string | undefined): Promise<number | undefined> {
  const sid = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
  if (!sid) return Promise.resolve(undefined);
  const holder = {} as FastifyRequest;
  return new Promise((resolve) => {
    app.decryptSession(sid, holder, () => resolve(holder.session?.userId));
  });
}

/**
 * Socket.IO on the gateway's HTTP server. The handshake must come from the app's own origin and
 * carry a valid session; the server, not the client, decides the rooms: each user joins their own.
 */
export async function createSocketServer(app: FastifyInstance, options: SocketServerOptions): Promise<{ io: MorahServer; emitter: RoomEmitter }> {
  const io: MorahServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => {
      const ok = isSameOrigin(req.headers, options.allowedOrigins, options.trustProxy);
      callback(ok ? null : 'This connection did not come from Morah.', ok);
    },
  });
  if (options.redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const pub = options.redis.client.duplicate();
    const sub = options.redis.client.duplicate();
    io.adapter(createAdapter(pub, sub, { key: `${options.redis.prefix}:socket.io` }));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    try {
      const userId = await sessionUserId(app, socket.request.headers.cookie);
      const user = userId === undefined ? undefined : await findUserById(options.db, userId);
      if (!user) return next(new Error('unauthenticated'));
      socket.data = { userId: user.id, role: user.role, firstName: user.first_name, lastName: user.last_name };
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake failed');
      next(new Error('unavailable'));
    }
  });

  io.on('connection', (socket: MorahSocket) => {
    void socket.join(rooms.user(socket.data.userId));
    socket.on('ping', (ack) => {
      if (typeof ack === 'function') ack({ ok: true, data: { at: new Date().toISOString() } });
    });
  });

  app.addHook('onClose', async () => {
    await io.close();
  });

  const emitter: RoomEmitter = {
    emit(room, event, payload, options) {
      const target = options?.volatile ? io.to(room).volatile : io.to(room);
      (target as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
    },
  };
  return { io, emitter };
}
