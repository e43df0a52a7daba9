import type { ServerToClientEvents } from '@morah/contracts';
import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ConnectSocket, RealtimeSocket, ServerEvent } from './socket';

interface SocketContextValue {
  socket: RealtimeSocket | null;
  /** Close the connection now (before logging out). */
  close: () => void;
}

const SocketContext = createContext<SocketContextValue>({ socket: null, close: () => {} });

interface SocketProviderProps {
  /** Who the connection is for; null means signed out, so no connection. A new value reconnects. */
  sessionKey: string | number | null;
  connect: ConnectSocket;
  children: ReactNode;
}

/** Holds the app's single socket, opened only while someone is signed in. */
export function SocketProvider({ sessionKey, connect, children }: SocketProviderProps) {
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  const connectRef = useRef(connect);
  connectRef.current = connect;

  useEffect(() => {
    if (sessionKey === null) return;
    let cancelled = false;
    let opened: RealtimeSocket | null = null;
    Promise.resolve(connectRef.current())
      .then((s) => {
        if (cancelled) {
          s.close();
          return;
        }
        opened = s;
        setSocket(s);
      })
      .catch(() => {
        // No live updates; the page still works from REST answers.
      });
    return () => {
      cancelled = true;
      opened?.close();
      setSocket(null);
    };
  }, [sessionKey]);

  const value: SocketContextValue = {
    socket,
    close: () => {
      socket?.close();
      setSocket(null);
    },
  };
  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}

export function useSocket(): SocketContextValue {
  return useContext(SocketContext);
}

/** Subscribe to one server event while the socket is open. The latest handler is always called. */
export function useSocketEvent<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): void {
  const { socket } = useSocket();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;

  useEffect(() => {
    if (!socket) return;
    const listener = ((payload: unknown) => {
      (handlerRef.current as (p: unknown) => void)(payload);
    }) as ServerToClientEvents[E];
    socket.on(event, listener);
    return () => socket.off(event, listener);
  }, [socket, event]);
}

const noSubscription = () => () => {};

/** Whether the live connection is up now; false while signed out, connecting or dropped. */
export function useSocketConnected(): boolean {
  const { socket } = useSocket();
  const subscribe = useCallback((onChange: () => void) => (socket ? socket.onConnectionChange(onChange) : noSubscription()), [socket]);
  const getSnapshot = useCallback(() => socket?.isConnected() ?? false, [socket]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
