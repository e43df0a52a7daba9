import type { User } from '@morah/contracts';
import { Navigate, useLocation } from 'react-router-dom';
import { PageShell } from '@/components/ui/page-shell';
import { StudentDashboard } from '@/features/student-dashboard/components/student-dashboard';

/** Signed-in `/`: each role's home. */
export function HomeRoute({ user }: { user: User }) {
  // The query goes along (e.g. `?paid=true` back from checkout).
  const { search } = useLocation();
  switch (user.role) {
    case 'student':
      return <StudentDashboard user={user} />;
    case 'teacher':
      return <Navigate to={{ pathname: '/teacher', search }} replace />;
    case 'parent':
      return <Navigate to={{ pathname: '/parent', search }} replace />;
    default:
      return (
        <PageShell title={`Shalom, ${(user as User).firstName}!`} eyebrow="Dashboard">
          <p>Welcome to Morah.</p>
        </PageShell>
      );
  }
}
