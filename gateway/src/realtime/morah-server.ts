import type { ClientToServerEvents, ServerToClientEvents } from '@morah/contracts';
import type { Server, Socket } from 'socket.io';

/** What the gateway keeps on each socket. */
export interface SocketData {
  userId: number;
  role: 'student' | 'teacher' | 'parent';
  /** As at the handshake: names sign the messages this socket posts. */
  firstName: string;
  lastName: string;
  /** The sign-in this socket was opened with (a secret: never sent anywhere), and when it ends. */
  sessionId: string;
  sessionEndsAt: Date;
}

export type MorahServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type MorahSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
