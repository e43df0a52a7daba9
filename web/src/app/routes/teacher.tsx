import { TeacherDashboard } from '@/features/classes/components/teacher-dashboard';

export function TeacherRoute() {
  return <TeacherDashboard />;
}
