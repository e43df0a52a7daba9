import type { XpAward } from './learning';

/** Every room name, in one place. The server decides which rooms a socket joins. */
export const rooms = {
  user: (id: number) => `user:${id}`,
  thread: (id: number) => `thread:${id}`,
  classTeachers: (id: number) => `class:${id}:teachers`,
};

export interface XpGained {
  amount: number;
  xp: number;
  level: number;
}

export interface LevelUp {
  level: number;
}

/** One typed map of every server-to-client event. */
export interface ServerToClientEvents {
  'xp:gained': (e: XpGained) => void;
  'level:up': (e: LevelUp) => void;
}

export interface ClientToServerEvents {
  ping: (ack: (reply: { ok: true; data: { at: string } }) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** What a worker needs to reach rooms: the in-process Socket.IO server or the Redis emitter. */
export interface RoomEmitter {
  emit<E extends ServerEventName>(room: string | string[], event: E, payload: ServerEventPayload<E>): void;
}

export type { XpAward };
