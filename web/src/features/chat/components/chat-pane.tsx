import type { ChatMessage, TutorFailure } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { notify } from '@/components/toaster/notify';
import { ApiError } from '@/lib/api-client';
import { addXp, useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { useSocketConnected } from '@/lib/socket-context';
import { useRetryReply } from '../api/retry-reply';
import { useSendMessage } from '../api/send-message';
import { useThreadMessages } from '../api/use-thread-messages';
import { useChatPreferences } from '../stores/chat-preferences';
import type { ChatMode } from '../utils/chat-mode';
import { playBlip } from '../utils/chat-sounds';
import { readAloud } from '../utils/read-aloud';
import { tutorMood } from '../utils/tutor-mood';
import { ChatInput } from './chat-input';
import { FailureItem, MessageItem, MessageText } from './message-item';
import { MorahFace } from './morah-face';
import { StarterPrompts } from './starter-prompts';
import { TutorPanel } from './tutor-panel';
import { LoadError } from '@/components/ui/load-error';

/** Spec core 9: after a send the typing indicator shows for about this long (longer if the tutor is at work). */
export const TYPING_INDICATOR_MS = 1500;

type Entry = { kind: 'message'; version: number; message: ChatMessage } | { kind: 'failure'; version: number; failure: TutorFailure };

/**
 * The chat pane (spec core 2.5): the tutor panel with its mood and status, a 600 px conversation
 * that scrolls and announces new messages, starter prompts, and the input. Teachers write as
 * teachers; parents read only.
 */
export function ChatPane({ threadId, mode }: { threadId: number; mode: ChatMode }) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const connected = useSocketConnected();
  const conversation = useThreadMessages(threadId);
  const send = useSendMessage(threadId);
  const retry = useRetryReply();
  const muted = useChatPreferences((p) => p.muted);
  const voice = useChatPreferences((p) => p.voice);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [flaggedIds, setFlaggedIds] = useState<ReadonlySet<string>>(() => new Set());
  const { messages, failures, streaming, expectReply } = conversation;

  useEffect(() => {
    if (sentAt === null) return;
    const timer = setTimeout(() => setSentAt(null), Math.max(0, sentAt + TYPING_INDICATOR_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [sentAt]);

  const thinking = send.isPending || sentAt !== null || conversation.tutorWorking;
  const mood = tutorMood({ thinking, messages });

  useArrivals(messages, conversation.isPending, user?.id ?? null, { muted, voice });

  const areaRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const streamedText = streaming.map((s) => s.text).join('');
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (area && stickToBottom.current) area.scrollTop = area.scrollHeight;
  }, [messages.length, failures.length, streamedText, thinking]);

  const onSend = async (content: string): Promise<boolean> => {
    stickToBottom.current = true;
    if (mode === 'student') setSentAt(Date.now());
    try {
      const result = await send.mutateAsync({ content });
      if (!muted) playBlip('send');
      if (result.flagged) setFlaggedIds((ids) => new Set(ids).add(result.message.id));
      if (mode === 'student') expectReply(result.message.id);
      if (result.xpAwarded > 0) {
        notify({ title: 'Great question!', description: `You earned ${result.xpAwarded} XP for engaging with the tutor!` });
        // The XP is granted by a job just after the answer, and its figures arrive over the socket.
        // Without the socket, count what the answer says it pays (a later, real figure replaces it).
        if (!connected) addXp(queryClient, result.xpAwarded);
      }
      return true;
    } catch (error) {
      setSentAt(null);
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      // Morah too busy for a moment: nothing went wrong with the message, which stays in the box.
      const busy = error instanceof ApiError && error.body?.error.code === 'busy';
      notify({ title: busy ? 'Lots of questions right now!' : 'Message failed', description: serverMessage || 'Please try again', variant: busy ? undefined : 'destructive' });
      return false;
    }
  };

  const onRetry = (failure: TutorFailure) => {
    retry.mutate(failure, {
      onSuccess: () => expectReply(failure.replyTo),
      onError: (error) => notify({ title: 'Could not ask Morah again', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  const entries: Entry[] = [
    ...messages.map((message): Entry => ({ kind: 'message', version: message.version, message })),
    ...failures.map((failure): Entry => ({ kind: 'failure', version: failure.version, failure })),
  ].sort((a, b) => a.version - b.version);

  return (
    <div className={`chat-pane chat-pane--${mode}`}>
      <TutorPanel mood={mood} thinking={thinking} />
      <div className="chat-pane__main">
        <div
          ref={areaRef}
          className="chat-area"
          onScroll={() => {
            const area = areaRef.current;
            if (area) stickToBottom.current = area.scrollHeight - area.scrollTop - area.clientHeight < 80;
          }}
        >
          {conversation.isPending ? (
            <p className="chat-area__note">Loading the conversation...</p>
          ) : conversation.isError && messages.length === 0 ? (
            <LoadError error={conversation.error} onRetry={() => void conversation.refetch()} />
          ) : null}
          <ol className="message-list" role="log" aria-live="polite" aria-label="Conversation">
            {!conversation.isPending && entries.length === 0 ? (
              <li className="message message--ai message--welcome">
                <MorahFace mood="happy" size={40} />
                <div className="message__bubble">
                  <p className="message__sender">Morah AI</p>
                  <p>
                    {mode === 'student'
                      ? "Shalom! I'm Morah AI. Ask me anything about Torah, Hebrew letters or the holidays."
                      : 'No messages in this conversation yet.'}
                  </p>
                </div>
              </li>
            ) : null}
            {entries.map((entry) =>
              entry.kind === 'message' ? (
                <MessageItem
                  key={entry.message.id}
                  message={entry.message}
                  mode={mode}
                  viewerId={user?.id ?? null}
                  flagged={entry.message.flagged || flaggedIds.has(entry.message.id)}
                />
              ) : (
                <FailureItem
                  key={`failed-${entry.failure.replyTo}-${entry.failure.version}`}
                  failure={entry.failure}
                  mode={mode}
                  retrying={retry.isPending && retry.variables?.replyTo === entry.failure.replyTo}
                  onRetry={() => onRetry(entry.failure)}
                />
              ),
            )}
          </ol>
          {/* Streamed text is shown as it arrives; screen readers get the finished message from the log. */}
          {streaming.map((reply) => (
            <div key={reply.replyTo} className="message message--ai message--streaming" aria-hidden="true" data-testid="streaming-reply">
              <MorahFace mood="thinking" size={40} />
              <div className="message__bubble">
                <p className="message__sender">Morah AI</p>
                <MessageText content={reply.text} />
              </div>
            </div>
          ))}
          {thinking && streaming.length === 0 && mode !== 'parent' ? (
            <div className="typing-indicator" aria-hidden="true" data-testid="typing-indicator">
              <span className="typing-indicator__dots">
                <span />
                <span />
                <span />
              </span>
              Morah AI is typing...
            </div>
          ) : null}
        </div>
        {mode === 'student' ? <StarterPrompts disabled={send.isPending} compact={messages.length > 0} onPick={(prompt) => void onSend(prompt)} /> : null}
        {mode === 'parent' ? (
          <p className="chat-pane__read-only">You can read this conversation. Only your child and their teachers can write here.</p>
        ) : (
          <ChatInput
            label={mode === 'teacher' ? 'Message as teacher' : 'Message to Morah AI'}
            placeholder={mode === 'teacher' ? 'Write a message as the teacher...' : 'Ask Morah anything about Torah, Hebrew or the holidays...'}
            sending={send.isPending}
            onSend={onSend}
          />
        )}
      </div>
    </div>
  );
}

/** New messages from others get the receive blip, and finished tutor replies are read aloud when asked. */
function useArrivals(messages: readonly ChatMessage[], loading: boolean, viewerId: number | null, prefs: { muted: boolean; voice: boolean }) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (loading) return;
    if (seen.current === null) {
      // What was there on opening is history: no sounds for it.
      seen.current = new Set(messages.map((m) => m.id));
      return;
    }
    const known = seen.current;
    const fresh = messages.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return;
    fresh.forEach((m) => known.add(m.id));
    const incoming = fresh.filter((m) => viewerId === null || m.senderId !== viewerId);
    if (incoming.length > 0 && !prefs.muted) playBlip('receive');
    if (prefs.voice) incoming.filter((m) => m.senderType === 'ai').forEach((m) => readAloud(m.content));
  }, [messages, loading, viewerId, prefs.muted, prefs.voice]);
}
