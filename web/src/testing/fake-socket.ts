import type { ServerToClientEvents } from '@morah/contracts';
import { type RealtimeSocket, type RequestEvent, type RequestPayload, type RequestReply, type ServerEvent, SocketUnavailableError } from '@/lib/socket';

type Listener = (payload: unknown) => void;
type Answer<E extends RequestEvent> = (payload: RequestPayload<E>) => RequestReply<E> | Promise<RequestReply<E>>;

export interface SentRequest {
  event: RequestEvent;
  payload: unknown;
}

/** A stand-in for the Socket.IO client: the test plays the server with `serverEmit` and `answer`. */
export interface FakeSocket extends RealtimeSocket {
  serverEmit<E extends ServerEvent>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void;
  listenerCount(event: ServerEvent): number;
  /** Drop or restore the connection, telling every listener (as a real reconnect does). */
  setConnected(connected: boolean): void;
  /** The server closes the connection for good (the account was signed out everywhere). */
  serverClose(): void;
  /** How many listen for `serverClose` (a test waits for the app to listen before closing). */
  serverClosedListenerCount(): number;
  /** How the server answers a request; by default every watch and unwatch is accepted. */
  answer<E extends RequestEvent>(event: E, handler: Answer<E>): void;
  /** Every request the app sent, in order. */
  requests: SentRequest[];
  closed: boolean;
}

const defaultAnswers: { [E in RequestEvent]: Answer<E> } = {
  'chat:watch': ({ threadId }) => ({ ok: true, data: { threadId, version: 0 } }),
  'chat:unwatch': ({ threadId }) => ({ ok: true, data: { threadId } }),
  // Unless a test answers sends itself, the app falls back to REST as it does when the socket is down.
  'chat:send': () => {
    throw new SocketUnavailableError();
  },
};

export function createFakeSocket({ connected = true }: { connected?: boolean } = {}): FakeSocket {
  const listeners = new Map<ServerEvent, Set<Listener>>();
  const connectionListeners = new Set<(connected: boolean) => void>();
  const closedListeners = new Set<() => void>();
  const answers: { [E in RequestEvent]?: Answer<E> } = {};
  let up = connected;
  const socket: FakeSocket = {
    closed: false,
    requests: [],
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
      connectionListeners.clear();
      closedListeners.clear();
    },
    isConnected: () => up,
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    onServerClosed(listener) {
      closedListeners.add(listener);
      return () => closedListeners.delete(listener);
    },
    async request(event, payload) {
      socket.requests.push({ event, payload });
      if (!up) throw new SocketUnavailableError();
      const handler = (answers[event] ?? defaultAnswers[event]) as Answer<typeof event>;
      return handler(payload);
    },
    serverEmit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0;
    },
    setConnected(next) {
      up = next;
      for (const listener of [...connectionListeners]) listener(next);
    },
    serverClose() {
      socket.setConnected(false);
      for (const listener of [...closedListeners]) listener();
    },
    serverClosedListenerCount: () => closedListeners.size,
    answer(event, handler) {
      (answers as Record<RequestEvent, unknown>)[event] = handler;
    },
  };
  return socket;
}
