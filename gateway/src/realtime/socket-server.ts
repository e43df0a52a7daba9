import type { ClientToServerEvents, RoomEmitter, ServerToClientEvents } from '@morah/contracts';
import { cleanInput, InputTooDeepError, rooms } from '@morah/contracts';
import type { Database, UserRow } from '@morah/db';
import DataLoader from 'dataloader';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { Server } from 'socket.io';
import { liveSessionExpiries, liveSessionExpiry } from '../plugins/pg-session-store';
import { isEncrypted, isSameOrigin } from '../plugins/same-origin';
import { SESSION_COOKIE } from '../plugins/sessions';
import { AppError, unauthenticated } from '../errors';
import { ackError } from './ack-error';
import { catchUpAfterMissedEvents } from './catch-up-after-missed-events';
import type { MorahServer, MorahSocket } from './morah-server';
import { sessionRoom } from './session-room';

export type { MorahServer, MorahSocket, SocketData } from './morah-server';

export interface SocketServerOptions {
  db: Kysely<Database>;
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  /** With Redis, rooms span every gateway; without, they live in this process. */
  redis?: { client: Redis; prefix: string } | undefined;
}

/**
 * Read the session behind a handshake's cookie, exactly as REST does: one query, which brings the
 * signed-in user along (the session store joins them) and the session's end (kept with it).
 */
function handshakeSession(app: FastifyInstance, cookieHeader: string | undefined): Promise<{ sessionId: string; user: UserRow; endsAt: Date } | undefined> {
  const sid = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
  if (!sid) return Promise.resolve(undefined);
  const holder = {} as FastifyRequest;
  return new Promise((resolve, reject) => {
    app.decryptSession(sid, holder, (error?: unknown) => {
      if (error) return reject(error);
      const session = holder.session;
      const user = session?.user;
      const live = session?.sessionId && typeof session.userId === 'number' && user?.row.id === session.userId;
      resolve(live ? { sessionId: session.sessionId, user: user.row, endsAt: user.sessionEndsAt } : undefined);
    });
  });
}

/**
 * Events whose handler checks the sign-in itself, inside the transaction of the write it makes (a
 * chat message: the append's guard), so the check costs no statement of its own. What such a handler
 * answers before its write (a bad payload; a thread not theirs; a parent may not write) tells no more
 * than the same socket was told while signed in. Every other event is checked before its handler runs.
 */
export const SESSION_CHECKED_IN_THE_WRITE: ReadonlySet<string> = new Set(['chat:send']);

// setTimeout holds at most about 24.8 days; a longer session is looked at again then.
const LONGEST_TIMER_MS = 2_147_000_000;

/**
 * Close the socket the moment its session ends. When the time comes the session is read again:
 * a session that was used since lasts longer (each request moves its end), so the wait starts over.
 */
function closeWhenSessionEnds(socket: MorahSocket, db: Kysely<Database>, log: FastifyInstance['log']): void {
  let timer: NodeJS.Timeout | undefined;
  const wait = (endsAt: Date) => {
    timer = setTimeout(check, Math.min(Math.max(endsAt.getTime() - Date.now(), 0) + 100, LONGEST_TIMER_MS));
    timer.unref();
  };
  const check = () => {
    liveSessionExpiry(db, socket.data.sessionId).then(
      (endsAt) => (endsAt ? wait(endsAt) : socket.disconnect(true)),
      (err) => {
        log.warn({ err }, 'could not read a socket\'s session; asking again in a minute');
        wait(new Date(Date.now() + 60_000));
      },
    );
  };
  wait(socket.data.sessionEndsAt);
  socket.on('disconnect', () => clearTimeout(timer));
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
      const ok = isSameOrigin(req.headers, options.allowedOrigins, options.trustProxy, isEncrypted(req.socket));
      callback(ok ? null : 'This connection did not come from Morah.', ok);
    },
  });
  if (options.redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    // The room emits that follow one commit reach Redis in one write (ioredis's auto-pipelining).
    const pub = options.redis.client.duplicate({ enableAutoPipelining: true });
    const sub = options.redis.client.duplicate({ enableAutoPipelining: false });
    io.adapter(createAdapter(pub, sub, { key: `${options.redis.prefix}:socket.io` }));
    catchUpAfterMissedEvents(io, pub, sub, app.log);
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    try {
      const session = await handshakeSession(app, socket.request.headers.cookie);
      if (!session) return next(new Error('unauthenticated'));
      const { user, sessionId, endsAt } = session;
      socket.data = { userId: user.id, role: user.role, firstName: user.first_name, lastName: user.last_name, sessionId, sessionEndsAt: endsAt };
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake failed');
      next(new Error('unavailable'));
    }
  });

  // The sessions of the events that arrive together are read together, in one query; nothing is
  // kept between reads (a sign-out must be seen by the next event).
  const sessionLoader = new DataLoader((sids: readonly string[]) => liveSessionExpiries(options.db, [...sids]), { cache: false });
  const sessionEnds = (sid: string) => sessionLoader.load(sid);
  io.on('connection', (socket: MorahSocket) => {
    const { db } = options;
    // Each event first asks whether the sign-in behind the socket still holds: signing out closes
    // the socket on every gateway (its session room), and this refuses anything sent in between.
    socket.use((packet, next) => {
      // A send checks the session in its own write (see SESSION_CHECKED_IN_THE_WRITE).
      if (SESSION_CHECKED_IN_THE_WRITE.has(packet[0])) return next();
      const ack = packet[packet.length - 1];
      sessionEnds(socket.data.sessionId).then(
        (endsAt) => {
          if (endsAt) return next();
          if (typeof ack === 'function') ack(ackError(unauthenticated()).ack);
          socket.disconnect(true);
        },
        (error) => {
          const { ack: answer, logged } = ackError(error);
          if (!logged) app.log.error({ err: error }, 'could not read a socket\'s session');
          if (typeof ack === 'function') ack(answer);
        },
      );
    });
    // Every payload is made safe at the edge, as REST bodies are (see cleanText), whatever the event.
    // Input nested too deeply is answered (when the event asks for an answer) and goes no further.
    socket.use((packet, next) => {
      try {
        for (let i = 1; i < packet.length; i++) if (typeof packet[i] !== 'function') packet[i] = cleanInput(packet[i]);
      } catch (error) {
        if (!(error instanceof InputTooDeepError)) throw error;
        const ack = packet[packet.length - 1];
        if (typeof ack === 'function') ack(ackError(new AppError(400, 'validation_failed', error.message)).ack);
        return;
      }
      next();
    });
    void socket.join([rooms.user(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    closeWhenSessionEnds(socket, db, app.log);
    // A sign-out between the handshake and joining the session room would have missed this socket.
    liveSessionExpiry(db, socket.data.sessionId).then(
      (endsAt) => (endsAt ? undefined : socket.disconnect(true)),
      (err) => app.log.warn({ err }, 'could not read a new socket\'s session'),
    );
    socket.on('ping', (ack) => {
      if (typeof ack === 'function') ack({ ok: true, data: { at: new Date().toISOString() } });
    });
  });

  // Before the HTTP server closes: it waits for every connection to end, and an open WebSocket
  // never would. The clients see their connection close and reconnect (to another gateway).
  app.addHook('preClose', async () => {
    await io.close();
  });

  const emitter: RoomEmitter = {
    emit(room, event, payload, options) {
      const target = options?.volatile ? io.to(room).volatile : io.to(room);
      (target as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
    },
    disconnect(room) {
      io.in(room).disconnectSockets(true);
    },
  };
  return { io, emitter };
}
