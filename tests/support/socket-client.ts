import type { ServerToClientEvents } from '@morah/contracts';
import { io, type Socket } from 'socket.io-client';

/** Connect as a browser would: the session cookie and the app's Origin on the handshake. */
export function connectSocket(baseUrl: string, cookie: string | undefined, origin: string = baseUrl): Socket<ServerToClientEvents> {
  return io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...(cookie ? { cookie } : {}), origin },
  });
}

export function waitForConnect(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

/** Resolve with the next payload of `event`, or reject after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(socket: Socket<ServerToClientEvents>, event: E, ms = 60_000): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${ms} ms`)), ms);
    (socket as Socket).once(event as string, (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Ask to watch a thread's room; resolves with the server's acknowledgement. */
export function watchThread(socket: Socket, threadId: number): Promise<{ ok: boolean; data?: { version: number }; error?: { code: string; message: string } }> {
  return new Promise((resolve) => socket.emit('chat:watch', { threadId }, resolve));
}

/** Collect every payload of `event` until stopped. */
export function collect<E extends keyof ServerToClientEvents>(socket: Socket<ServerToClientEvents>, event: E) {
  const items: Parameters<ServerToClientEvents[E]>[0][] = [];
  const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => items.push(payload);
  (socket as Socket).on(event as string, handler);
  return { items, stop: () => (socket as Socket).off(event as string, handler) };
}

/** Resolve with the first payload of `event` that matches, or reject after `ms`. */
export function eventWhere<E extends keyof ServerToClientEvents>(
  socket: Socket<ServerToClientEvents>,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
  ms = 60_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      (socket as Socket).off(event as string, handler);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      (socket as Socket).off(event as string, handler);
      reject(new Error(`no matching ${String(event)} within ${ms} ms`));
    }, ms);
    (socket as Socket).on(event as string, handler);
  });
}
