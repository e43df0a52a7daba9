import { PageShell } from '@/components/ui/page-shell';
import { ActiveConversations } from '@/features/chat/components/active-conversations';
import { ChatActivitySummary } from '@/features/chat/components/chat-activity-summary';
import { TodaysStats } from '@/features/chat/components/todays-stats';
import { MyClasses } from '@/features/classes/components/my-classes';
import { QuickActions } from '@/features/classes/components/quick-actions';
import { NeedsCarePanel } from '@/features/safety/components/needs-care-panel';
import '@/features/chat/chat.css';
import '@/features/student-dashboard/student-home.css';
import '@/features/classes/teacher-dashboard.css';
import '@/features/parent-children/parent-dashboard.css';

/** `/teacher` (spec content 2): the flags that need care, the students' conversations, live, then the teacher's classes. */
export function TeacherRoute() {
  return (
    <PageShell title="Teacher Dashboard" intro="Watch over your students' chats with Morah AI, join in, and manage your classes.">
      <ChatActivitySummary />
      <NeedsCarePanel />
      <div className="teacher-layout">
        <ActiveConversations />
        <div className="teacher-layout__side">
          <QuickActions />
          <TodaysStats />
        </div>
      </div>
      <MyClasses />
    </PageShell>
  );
}
