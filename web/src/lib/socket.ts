import type { ClientToServerEvents, ServerToClientEvents } from '@morah/contracts';
import type { Socket } from 'socket.io-client';

export type ServerEvent = keyof ServerToClientEvents;

/** Client events that answer with an acknowledgement. */
export type RequestEvent = 'chat:watch' | 'chat:unwatch' | 'chat:send';
export type RequestPayload<E extends RequestEvent> = Parameters<ClientToServerEvents[E]>[0];
export type RequestReply<E extends RequestEvent> = Parameters<NonNullable<Parameters<ClientToServerEvents[E]>[1]>>[0];

/** How long to wait for an acknowledgement before treating the request as failed. */
export const REQUEST_TIMEOUT_MS = 5000;
/** A send is answered after its XP is granted, which may take longer on a busy server. */
const TIMEOUTS: Partial<Record<RequestEvent, number>> = { 'chat:send': 15_000 };

/** The request was not sent at all because the connection is down: safe to try another way. */
export class SocketUnavailableError extends Error {
  constructor() {
    super('The live connection is down.');
    this.name = 'SocketUnavailableError';
  }
}

/** The part of a Socket.IO client the app uses. Tests pass a fake with the same shape. */
export interface RealtimeSocket {
  on<E extends ServerEvent>(event: E, listener: ServerToClientEvents[E]): void;
  off<E extends ServerEvent>(event: E, listener: ServerToClientEvents[E]): void;
  close(): void;
  /** Whether the connection is up right now. */
  isConnected(): boolean;
  /** Called with true on every (re)connect and false on every drop. Returns a function that stops listening. */
  onConnectionChange(listener: (connected: boolean) => void): () => void;
  /**
   * Called when the server itself closes the connection (the account was signed out everywhere or
   * deleted): it will not reconnect. Returns a function that stops listening.
   */
  onServerClosed(listener: () => void): () => void;
  /**
   * Ask the server and wait for its acknowledgement. Rejects at once with SocketUnavailableError
   * while disconnected (nothing is queued for later) and after a timeout without an answer.
   */
  request<E extends RequestEvent>(event: E, payload: RequestPayload<E>): Promise<RequestReply<E>>;
}

export type ConnectSocket = () => RealtimeSocket | Promise<RealtimeSocket>;

/**
 * Opens the one Socket.IO connection: same origin, session cookie sent along.
 * socket.io-client is imported on demand so signed-out pages do not download it.
 */
export const connectSocket: ConnectSocket = async () => {
  const { io } = await import('socket.io-client');
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: '/socket.io',
    withCredentials: true,
  });
  return {
    on: (event, listener) => {
      socket.on(event, listener as never);
    },
    off: (event, listener) => {
      socket.off(event, listener as never);
    },
    close: () => {
      socket.disconnect();
    },
    isConnected: () => socket.connected,
    onConnectionChange: (listener) => {
      const up = () => listener(true);
      const down = () => listener(false);
      socket.on('connect', up);
      socket.on('disconnect', down);
      return () => {
        socket.off('connect', up);
        socket.off('disconnect', down);
      };
    },
    onServerClosed: (listener) => {
      const closed = (reason: string) => {
        if (reason === 'io server disconnect') listener();
      };
      socket.on('disconnect', closed);
      return () => {
        socket.off('disconnect', closed);
      };
    },
    request: (event, payload) => {
      if (!socket.connected) return Promise.reject(new SocketUnavailableError());
      const timed = socket.timeout(TIMEOUTS[event] ?? REQUEST_TIMEOUT_MS) as unknown as { emitWithAck: (e: string, p: unknown) => Promise<never> };
      return timed.emitWithAck(event, payload);
    },
  };
};
