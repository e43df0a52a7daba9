import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/toaster/notify';
import { useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { useSocketConnected } from '@/lib/socket-context';
import { useCreateThread } from '../api/create-thread';
import { useThread } from '../api/get-thread';
import { chatModeFor } from '../utils/chat-mode';
import { ChatPane } from './chat-pane';

export interface ChatWindowProps {
  threadId: number;
  onClose: () => void;
  /** Switch the window to another thread (a student's New chat). Without it, no New chat button. */
  onOpenThread?: (threadId: number) => void;
}

/**
 * The chat window (spec core 2.5): a modal with the thread's title, an 'Online' indicator, a
 * 'Teacher Joined' badge, a close button, and the chat pane. Teachers see that they are monitoring.
 */
export function ChatWindow({ threadId, onClose, onOpenThread }: ChatWindowProps) {
  const { user } = useUser();
  const mode = chatModeFor(user?.role);
  const titleId = useId();
  const connected = useSocketConnected();
  const thread = useThread(threadId).data?.thread;
  const createThread = useCreateThread();

  const onNewChat = () => {
    createThread.mutate(
      {},
      {
        onSuccess: ({ thread: created }) => onOpenThread?.(created.id),
        onError: (error) => notify({ title: 'Could not start a new chat', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="chat-window">
      <header className="chat-window__header">
        <div className="chat-window__heading">
          <h2 id={titleId} className="chat-window__title" dir="auto">
            {thread?.title ?? 'Chat with Morah AI'}
          </h2>
          <p className="chat-window__meta">
            <span className={connected ? 'online-indicator online-indicator--on' : 'online-indicator'}>
              {connected ? 'Online' : 'Connecting...'}
            </span>
            {thread?.teacherJoined ? <span className="pill pill--mint">Teacher Joined</span> : null}
            {mode !== 'student' && thread ? <span className="chat-window__student">with {thread.studentName}</span> : null}
          </p>
        </div>
        <div className="chat-window__actions">
          {mode === 'student' && onOpenThread ? (
            <Button variant="secondary" onClick={onNewChat} loading={createThread.isPending}>
              <Icon name="plus" size={20} />
              <span className="chat-window__new-label">New chat</span>
            </Button>
          ) : null}
          <button type="button" className="icon-button" aria-label="Close chat" onClick={onClose}>
            <Icon name="close" size={26} />
          </button>
        </div>
      </header>
      {mode === 'teacher' ? <p className="chat-window__notice">You are monitoring this conversation as a teacher</p> : null}
      <ChatPane key={threadId} threadId={threadId} mode={mode} />
    </Modal>
  );
}
