import { ChildrenConversations } from '@/features/chat/components/children-conversations';
import { ParentDashboard } from '@/features/parent-children/components/parent-dashboard';
import { FamilyPremiumCard } from '@/features/premium/components/family-premium-card';
import { ChildPrivacyActions } from '@/features/privacy/components/child-privacy-actions';
import { ThreadCareStatus } from '@/features/safety/components/thread-care-status';
import '@/features/chat/chat.css';
import '@/features/student-dashboard/student-home.css';
import '@/features/classes/teacher-dashboard.css';
import '@/features/parent-children/parent-dashboard.css';

/** `/parent`: the children (with their data to download or delete), their conversations with Morah AI (and how a flag of one was looked after), the ways to add a child, and Premium for them. */
export function ParentRoute() {
  return (
    <>
      <ParentDashboard
        conversations={(studentId) => <ChildrenConversations studentId={studentId} careStatus={(thread) => <ThreadCareStatus threadId={thread.id} />} />}
        childActions={(child) => <ChildPrivacyActions child={child} />}
      />
      <div className="route-extra">
        <FamilyPremiumCard />
      </div>
    </>
  );
}
