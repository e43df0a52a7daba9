import { ChildrenConversations } from '@/features/chat/components/children-conversations';
import { ParentDashboard } from '@/features/parent-children/components/parent-dashboard';
import { FamilyPremiumCard } from '@/features/premium/components/family-premium-card';
import { ChildPrivacyActions } from '@/features/privacy/components/child-privacy-actions';
import '@/styles/chat.css';
import '@/styles/dashboards.css';

/** `/parent`: the children (with their data to download or delete), their conversations with Morah AI, the ways to add a child, and Premium for them. */
export function ParentRoute() {
  return (
    <>
      <ParentDashboard
        conversations={(studentId) => <ChildrenConversations studentId={studentId} />}
        childActions={(child) => <ChildPrivacyActions child={child} />}
      />
      <div className="route-extra">
        <FamilyPremiumCard />
      </div>
    </>
  );
}
