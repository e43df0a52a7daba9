import { ChildrenConversations } from '@/features/chat/components/children-conversations';
import { ParentDashboard } from '@/features/parent-children/components/parent-dashboard';
import '@/styles/chat.css';
import '@/styles/dashboards.css';

/** `/parent`: the children, their conversations with Morah AI, and the ways to add a child. */
export function ParentRoute() {
  return <ParentDashboard conversations={(studentId) => <ChildrenConversations studentId={studentId} />} />;
}
