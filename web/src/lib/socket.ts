import type { ClientToServerEvents, ServerToClientEvents } from '@morah/contracts';
import type { Socket } from 'socket.io-client';

export type ServerEvent = keyof ServerToClientEvents;

/** The part of a Socket.IO client the app uses. Tests pass a fake with the same shape. */
export interface RealtimeSocket {
  on<E extends ServerEvent>(event: E, listener: ServerToClientEvents[E]): void;
  off<E extends ServerEvent>(event: E, listener: ServerToClientEvents[E]): void;
  close(): void;
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
  };
};
