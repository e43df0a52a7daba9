import type { User } from '@morah/contracts';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ChatLauncherTile } from '@/features/chat/components/chat-launcher-tile';
import { ChatWindow } from '@/features/chat/components/chat-window';
import { RecentConversations } from '@/features/chat/components/recent-conversations';
import { StudentHome } from '@/features/student-dashboard/components/student-home';
import '@/styles/chat.css';
import '@/styles/dashboards.css';

/** `/student`: the student home, with the chat window over it when a conversation is open. */
export function StudentRoute({ user }: { user: User }) {
  const [openThreadId, setOpenThreadId] = useState<number | null>(null);
  if (user.role !== 'student') return <Navigate to="/" replace />;
  return (
    <>
      <StudentHome
        user={user}
        chatTile={<ChatLauncherTile onOpen={setOpenThreadId} />}
        recentConversations={<RecentConversations onOpen={setOpenThreadId} />}
      />
      {openThreadId !== null ? (
        <ChatWindow threadId={openThreadId} onOpenThread={setOpenThreadId} onClose={() => setOpenThreadId(null)} />
      ) : null}
    </>
  );
}
