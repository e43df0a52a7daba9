import { ParentDashboard } from '@/features/parent-children/components/parent-dashboard';

export function ParentRoute() {
  return <ParentDashboard />;
}
