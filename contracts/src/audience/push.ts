import type { RoomEmitter, ServerEventName, ServerEventPayload } from '../realtime';

/** One event for some rooms: what a command handler sends once its writes are committed. */
export type Push = { [E in ServerEventName]: { rooms: string[]; event: E; payload: ServerEventPayload<E> } }[ServerEventName];

/** A push, typed by its event. */
export const push = <E extends ServerEventName>(rooms: string[], event: E, payload: ServerEventPayload<E>): Push => ({ rooms, event, payload }) as Push;

/** Send the pushes, in order. Nobody to tell (no rooms) sends nothing. */
export function sendPushes(emitter: RoomEmitter, pushes: readonly Push[]): void {
  for (const { rooms, event, payload } of pushes) {
    if (rooms.length > 0) (emitter.emit as (rooms: string[], event: ServerEventName, payload: unknown) => void)(rooms, event, payload);
  }
}
