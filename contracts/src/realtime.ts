import { z } from 'zod';
import type { Ack } from './errors';
import type { ChatMessage, ChatThread, PostMessageResponse, SendMessagePayload, TeacherJoinedNotice, TutorDelta, TutorFailure, TutorTyping, WatchThreadPayload } from './chat';
import type { BadgeAwarded, ChallengeCompleted, ProgressLevelUp, StreakBonus } from './gamification/api';
import type { XpAward } from './learning';
import type { QuizFailed, QuizProgress, QuizReady } from './quizzes/quiz-api';
import type { DeletionDoneNotice, ExportProgressNotice } from './privacy';
import type { Notice } from './notices';
import type { SafetyFlagChanged } from './safety-flags';

/** Every room name, in one place. The server decides which rooms a socket joins. */
export const rooms = {
  user: (id: number) => `user:${id}`,
  thread: (id: number) => `thread:${id}`,
  classTeachers: (id: number) => `class:${id}:teachers`,
  /** Every socket opened with one sign-in, keyed by a hash of its session id (never the id itself). */
  session: (key: string) => `session:${key}`,
};

/** XP just granted to the user, with their new total and level. */
export const XpGained = z.object({
  amount: z.number().int(),
  xp: z.number().int(),
  level: z.number().int(),
});
export type XpGained = z.infer<typeof XpGained>;

export const LevelUp = z.object({ level: z.number().int() });
export type LevelUp = z.infer<typeof LevelUp>;

/** A student of one of the teacher's classes has new totals: their roster row shows them. */
export const ClassLearnerProgress = z.object({
  studentId: z.number().int(),
  xp: z.number().int(),
  level: z.number().int(),
});
export type ClassLearnerProgress = z.infer<typeof ClassLearnerProgress>;

/** A linked child has new totals: every figure of the parent's page for that child follows them. */
export const ChildProgress = ClassLearnerProgress;
export type ChildProgress = ClassLearnerProgress;

/** One typed map of every server-to-client event. */
export interface ServerToClientEvents {
  'xp:gained': (e: XpGained) => void;
  'level:up': (e: LevelUp) => void;
  /** A student's XP changed: to the teachers' rooms of the student's classes (never other children). */
  'class:learner-progress': (p: ClassLearnerProgress) => void;
  /** A finished message (student, tutor or teacher), to the thread's room. */
  'chat:message': (m: ChatMessage) => void;
  /** The tutor has started on a reply: show the typing indicator. */
  'chat:tutor-typing': (t: TutorTyping) => void;
  /** One streamed piece of a tutor reply. Volatile: the finished message follows as `chat:message`. */
  'chat:tutor-delta': (d: TutorDelta) => void;
  'chat:tutor-failed': (f: TutorFailure) => void;
  'chat:teacher-joined': (j: TeacherJoinedNotice) => void;
  /** A thread's summary changed: to its student and to the teachers' rooms of the student's classes. */
  'chat:thread-updated': (t: ChatThread) => void;
  /**
   * A notice kept for this grown-up until they open it, to their own room: written with an urgent or
   * high flag (teachers of the child's classes, linked parents), or brought back to the parents when
   * a teacher marked the flag handled.
   */
  'notice:new': (n: Notice) => void;
  /** A flag was raised or handled: to the teachers' rooms of the child's classes and to the child's parents. */
  'safety:flag-changed': (c: SafetyFlagChanged) => void;
  /** Progress notices, to the student's own room and to each linked parent's room. */
  'badge:awarded': (b: BadgeAwarded) => void;
  'streak:bonus': (s: StreakBonus) => void;
  'challenge:completed': (c: ChallengeCompleted) => void;
  /** A child's XP changed (any grant, whatever earned it): to their linked parents' rooms only. */
  'progress:xp': (p: ChildProgress) => void;
  /** A child's new level, to their parents (the child hears `level:up`). */
  'progress:level-up': (l: ProgressLevelUp) => void;
  /** A quiz being written for the child, to their own room: how far along, then ready or failed. */
  'quiz:progress': (p: QuizProgress) => void;
  'quiz:ready': (r: QuizReady) => void;
  'quiz:failed': (f: QuizFailed) => void;
  /** A data export being built, to the room of the one who asked: how far along, then ready or failed. */
  'privacy:export-progress': (p: ExportProgressNotice) => void;
  /** A child's account deletion has finished, to the parent who asked. */
  'privacy:deletion-done': (d: DeletionDoneNotice) => void;
  /**
   * Events meant for this client may have been lost (the gateway's Redis subscriber was away for a
   * moment): read again what the screens show, conversations with `?after=` the version held.
   */
  'sync:catch-up': () => void;
}

export interface ClientToServerEvents {
  ping: (ack: (reply: { ok: true; data: { at: string } }) => void) => void;
  /** Join a thread's room; the same policy as the REST routes decides. Answers the thread's version. */
  'chat:watch': (p: WatchThreadPayload, ack: (reply: Ack<{ threadId: number; version: number }>) => void) => void;
  'chat:unwatch': (p: WatchThreadPayload, ack?: (reply: Ack<{ threadId: number }>) => void) => void;
  /** Post a message over the open socket (no HTTP round trip); REST stays the fallback. */
  'chat:send': (p: SendMessagePayload, ack: (reply: Ack<PostMessageResponse>) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** What a worker needs to reach rooms: the in-process Socket.IO server or the Redis emitter. */
export interface RoomEmitter {
  /** `volatile`: may be dropped for a slow client (streamed tokens, whose finished message follows). */
  emit<E extends ServerEventName>(room: string | string[], event: E, payload: ServerEventPayload<E>, options?: { volatile?: boolean }): void;
  /** Close every socket in a room, on every gateway (a deleted account's, in its `user:` room). */
  disconnect(room: string): void;
}

export type { XpAward };
