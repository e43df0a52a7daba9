import type { RoomEmitter, ServerToClientEvents } from '@morah/contracts';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';

/** Reach Socket.IO rooms on every gateway through Redis, as the gateways' adapter listens. */
export function createRedisRoomEmitter(redis: Redis, prefix: string): RoomEmitter {
  // The emits that follow one commit (a reply, its thread's summary) reach Redis in one write when
  // the client pipelines automatically (`enableAutoPipelining`, as the worker process opens it).
  const emitter = new Emitter<ServerToClientEvents>(redis, { key: `${prefix}:socket.io` });
  return {
    emit(room, event, payload, options) {
      const target = options?.volatile ? emitter.to(room).volatile : emitter.to(room);
      (target as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
    },
    disconnect(room) {
      emitter.in(room).disconnectSockets(true);
    },
  };
}
