import { ChatMessage, TeacherJoinedNotice, TutorDelta, TutorFailure, TutorTyping } from '@morah/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocket, useSocketConnected, useSocketEvent } from '@/lib/socket-context';
import { mergeLive, mergeResponse, openFailures, replyTo, type ThreadLog } from '../utils/thread-log';
import { chatKeys, MESSAGE_POLL_MS } from './chat-keys';
import { getMessages } from './get-messages';
import { patchThread } from './thread-cache';

/** If a reply neither finishes nor fails within this time, stop showing the tutor at work. */
export const REPLY_WAIT_LIMIT_MS = 30_000;

export interface StreamingReply {
  /** The student message the tutor is answering. */
  replyTo: string;
  text: string;
}

/** Where the thread's live room stands: not asked, asking, in it and caught up, or refused / no answer. */
type WatchState = 'idle' | 'joining' | 'live' | 'failed';

/**
 * One conversation, kept whole and current. REST history and live socket events are merged by
 * message id and ordered by stream version, so nothing shows twice or goes missing:
 * - while connected it watches the thread's room and, on every (re)connect, reads `?after=` the
 *   version it holds, so whatever happened while the socket was down is caught up;
 * - while the socket is down (or the room refused) it polls every 2 s, always with `?after=`;
 * - streamed tutor text is kept per reply until the finished message arrives and replaces it.
 */
export function useThreadMessages(threadId: number) {
  const queryClient = useQueryClient();
  const { socket } = useSocket();
  const connected = useSocketConnected();
  const key = chatKeys.messages(threadId);
  const [watch, setWatch] = useState<WatchState>('idle');
  // Read by socket handlers: only events from a room that has caught up may move the cursor.
  const liveRef = useRef(false);
  // The latest events heard live for this thread (see below).
  const heardLive = useRef<{ threadId: number; messages: ChatMessage[]; failures: TutorFailure[] }>({ threadId, messages: [], failures: [] });
  if (heardLive.current.threadId !== threadId) heardLive.current = { threadId, messages: [], failures: [] };

  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const held = queryClient.getQueryData<ThreadLog>(key);
      const response = await getMessages(threadId, held?.cursor, signal);
      // Merge into what is held now: socket events may have arrived during the request.
      return mergeResponse(queryClient.getQueryData<ThreadLog>(key), response);
    },
    refetchInterval: connected && watch !== 'failed' ? false : MESSAGE_POLL_MS,
  });

  useEffect(() => {
    liveRef.current = false;
    if (!socket || !connected) {
      setWatch('idle');
      return;
    }
    let cancelled = false;
    const logKey = chatKeys.messages(threadId);
    setWatch('joining');
    socket.request('chat:watch', { threadId }).then(
      async (reply) => {
        if (cancelled) return;
        if (!reply.ok) {
          setWatch('failed');
          return;
        }
        // In the room: read what came after the version held, then the room alone keeps us current.
        // A read already on its way is let finish, never cancelled: cancelling would put back the
        // log as it was before that read and drop live messages merged meanwhile. It may have
        // started before we joined, so the catch-up read comes after it.
        if (queryClient.isFetching({ queryKey: logKey, exact: true })) {
          await queryClient.refetchQueries({ queryKey: logKey, exact: true }, { cancelRefetch: false });
        }
        await queryClient.refetchQueries({ queryKey: logKey, exact: true }, { cancelRefetch: false });
        if (cancelled) return;
        const caughtUp = queryClient.getQueryState(logKey)?.status === 'success';
        liveRef.current = caughtUp;
        setWatch(caughtUp ? 'live' : 'failed');
      },
      () => {
        if (!cancelled) setWatch('failed');
      },
    );
    return () => {
      cancelled = true;
      liveRef.current = false;
      if (socket.isConnected()) socket.request('chat:unwatch', { threadId }).catch(() => {});
    };
  }, [socket, connected, threadId, queryClient]);

  // Replies the tutor is working on (typing, streaming, or just asked for), by the message answered.
  const [pending, setPending] = useState<Record<string, number>>({});
  const [streams, setStreams] = useState<Record<string, StreamState>>({});

  const settle = useCallback((messageId: string) => {
    setPending((p) => omit(p, messageId));
    setStreams((s) => omit(s, messageId));
  }, []);

  /** The tutor is expected to answer this message (after a send or a retry). */
  const expectReply = useCallback((messageId: string) => {
    setPending((p) => ({ ...p, [messageId]: Date.now() }));
  }, []);

  const updateLog = (update: (log: ThreadLog | undefined) => ThreadLog) => {
    queryClient.setQueryData<ThreadLog>(key, update);
  };
  const answered = (messageId: string) => replyTo(queryClient.getQueryData<ThreadLog>(key), messageId) !== undefined;

  // Every payload is checked against its contract first: a malformed one is ignored.
  useSocketEvent('chat:message', (payload) => {
    const message = ChatMessage.safeParse(payload).data;
    if (!message || message.threadId !== threadId) return;
    remember(heardLive.current.messages, message);
    updateLog((log) => mergeLive(log, { messages: [message] }, liveRef.current));
    if (message.senderType === 'ai' && message.replyTo) settle(message.replyTo);
  });
  useSocketEvent('chat:tutor-typing', (payload) => {
    const typing = TutorTyping.safeParse(payload).data;
    if (!typing || typing.threadId !== threadId || answered(typing.replyTo)) return;
    expectReply(typing.replyTo);
  });
  useSocketEvent('chat:tutor-delta', (payload) => {
    const delta = TutorDelta.safeParse(payload).data;
    if (!delta || delta.threadId !== threadId || answered(delta.replyTo)) return;
    setStreams((s) => ({ ...s, [delta.replyTo]: appendDelta(s[delta.replyTo], delta) }));
    setPending((p) => ({ ...p, [delta.replyTo]: Date.now() }));
  });
  useSocketEvent('chat:tutor-failed', (payload) => {
    const failure = TutorFailure.safeParse(payload).data;
    if (!failure || failure.threadId !== threadId) return;
    remember(heardLive.current.failures, failure);
    updateLog((log) => mergeLive(log, { failures: [failure] }, liveRef.current));
    settle(failure.replyTo);
  });
  useSocketEvent('chat:teacher-joined', (payload) => {
    const joined = TeacherJoinedNotice.safeParse(payload).data;
    if (!joined || joined.threadId !== threadId) return;
    patchThread(queryClient, threadId, { teacherJoined: true });
    updateLog((log) => mergeLive(log, { version: joined.version }, liveRef.current));
  });

  const log = query.data;

  // A read that finished just after a live event was merged can write its older copy of the log
  // over it. What was heard live is kept aside and put back, so it never disappears from view.
  useEffect(() => {
    if (!log) return;
    const messages = heardLive.current.messages.filter((m) => !log.messages.some((held) => held.id === m.id));
    const failures = heardLive.current.failures.filter((f) => !log.failures.some((held) => held.replyTo === f.replyTo && held.version === f.version));
    if (messages.length || failures.length) updateLog((current) => mergeLive(current, { messages, failures }, false));
  });

  // A reply that arrived or failed by REST settles its pending entry too.
  useEffect(() => {
    if (!log) return;
    const settled = Object.keys({ ...pending, ...streams }).filter(
      (id) => replyTo(log, id) || log.failures.some((f) => f.replyTo === id && (log.retried[id] ?? -1) < f.version),
    );
    settled.forEach(settle);
  }, [log, pending, streams, settle]);

  // Never wait forever: a reply that went quiet stops showing the tutor at work.
  useEffect(() => {
    const ids = Object.keys(pending);
    if (ids.length === 0) return;
    const oldest = Math.min(...ids.map((id) => pending[id] ?? 0));
    const timer = setTimeout(() => {
      const now = Date.now();
      setPending((p) => Object.fromEntries(Object.entries(p).filter(([, at]) => now - at < REPLY_WAIT_LIMIT_MS)));
    }, Math.max(0, oldest + REPLY_WAIT_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pending]);

  const messages: ChatMessage[] = log?.messages ?? [];
  const streaming: StreamingReply[] = Object.entries(streams)
    .filter(([id, stream]) => !stream.gap && !replyTo(log, id))
    .map(([id, stream]) => ({ replyTo: id, text: stream.text }));
  const failures: TutorFailure[] = openFailures(log);

  return {
    messages,
    failures,
    streaming,
    /** The tutor is typing, streaming, or expected to answer soon. */
    tutorWorking: Object.keys(pending).some((id) => !replyTo(log, id)) || streaming.length > 0,
    /** In the thread's room and caught up: no polling. */
    live: watch === 'live',
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    expectReply,
  };
}

/** Streamed text of one reply; `gap` once a volatile delta went missing (then only the finished message shows). */
interface StreamState {
  text: string;
  gap: boolean;
}

/** Place a delta at its offset: a repeat is absorbed, a gap stops the streamed text until the finished message. */
export function appendDelta(stream: StreamState | undefined, delta: { delta: string; offset?: number }): StreamState {
  const held = stream ?? { text: '', gap: false };
  if (held.gap) return held;
  const offset = typeof delta.offset === 'number' ? delta.offset : held.text.length;
  if (offset > held.text.length) return { text: held.text, gap: true };
  const end = offset + delta.delta.length;
  if (end <= held.text.length) return held;
  return { text: held.text.slice(0, offset) + delta.delta, gap: false };
}

function omit<T>(record: Record<string, T>, id: string): Record<string, T> {
  if (!(id in record)) return record;
  const { [id]: _removed, ...rest } = record;
  return rest;
}

/** Keep the last few live events (enough to cover any read in flight). */
function remember<T>(list: T[], item: T, keep = 50): void {
  list.push(item);
  if (list.length > keep) list.splice(0, list.length - keep);
}
