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
export function nextEvent<E extends keyof ServerToClientEvents>(socket: Socket<ServerToClientEvents>, event: E, ms = 5000): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${ms} ms`)), ms);
    (socket as Socket).once(event as string, (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
