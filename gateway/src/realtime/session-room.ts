import { createHash } from 'node:crypto';
import { rooms } from '@morah/contracts';

/**
 * The room of every socket opened with one sign-in. Named by a hash of the session id, so the id
 * (a secret) never travels through Redis or logs. Signing out closes the room on every gateway.
 */
export function sessionRoom(sessionId: string): string {
  return rooms.session(createHash('sha256').update(sessionId).digest('base64url').slice(0, 32));
}
