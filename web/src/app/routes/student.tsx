import type { User } from '@morah/contracts';
import { useState } from 'react';
import { ChatLauncherTile } from '@/features/chat/components/chat-launcher-tile';
import { ChatWindow } from '@/features/chat/components/chat-window';
import { RecentConversations } from '@/features/chat/components/recent-conversations';
import { UpgradeCard } from '@/features/premium/components/upgrade-card';
import { StudentHome } from '@/features/student-dashboard/components/student-home';
import '@/features/chat/chat.css';
import '@/features/student-dashboard/student-home.css';
import '@/features/classes/teacher-dashboard.css';
import '@/features/parent-children/parent-dashboard.css';

/** `/student`: the student home, with the chat window over it when a conversation is open. */
export function StudentRoute({ user }: { user: User }) {
  const [openThreadId, setOpenThreadId] = useState<number | null>(null);
  return (
    <>
      <StudentHome
        user={user}
        chatTile={<ChatLauncherTile onOpen={setOpenThreadId} />}
        recentConversations={<RecentConversations onOpen={setOpenThreadId} />}
      />
      {user.isPremium ? null : (
        <div className="route-extra">
          <UpgradeCard />
        </div>
      )}
      {openThreadId !== null ? (
        <ChatWindow threadId={openThreadId} onOpenThread={setOpenThreadId} onClose={() => setOpenThreadId(null)} />
      ) : null}
    </>
  );
}
