import type { User } from '@morah/contracts';
import { Navigate } from 'react-router-dom';
import { PageShell } from '@/components/ui/page-shell';
import { StudentDashboard } from '@/features/student-dashboard/components/student-dashboard';

/** Signed-in `/`: each role's home. */
export function HomeRoute({ user }: { user: User }) {
  switch (user.role) {
    case 'student':
      return <StudentDashboard user={user} />;
    case 'teacher':
      return <Navigate to="/teacher" replace />;
    case 'parent':
      return <Navigate to="/parent" replace />;
    default:
      return (
        <PageShell title={`Shalom, ${(user as User).firstName}!`} eyebrow="Dashboard">
          <p>Welcome to Morah.</p>
        </PageShell>
      );
  }
}
