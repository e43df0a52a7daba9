import type { ServerToClientEvents } from '@morah/contracts';
import type { RealtimeSocket, ServerEvent } from '@/lib/socket';

type Listener = (payload: unknown) => void;

/** A stand-in for the Socket.IO client: the test plays the server with `serverEmit`. */
export interface FakeSocket extends RealtimeSocket {
  serverEmit<E extends ServerEvent>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void;
  listenerCount(event: ServerEvent): number;
  closed: boolean;
}

export function createFakeSocket(): FakeSocket {
  const listeners = new Map<ServerEvent, Set<Listener>>();
  const socket: FakeSocket = {
    closed: false,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener as Listener);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as Listener);
    },
    close() {
      socket.closed = true;
      listeners.clear();
    },
    serverEmit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0;
    },
  };
  return socket;
}
