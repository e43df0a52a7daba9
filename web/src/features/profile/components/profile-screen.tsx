import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/page-loader';
import { PageShell } from '@/components/ui/page-shell';
import { useUser } from '@/lib/auth';
import { ProfilePage } from './profile-page';

/** `/profile` (spec core 2.9 and 8): loading, signed out, or the signed-in user's profile. */
export function ProfileScreen() {
  const { user, status } = useUser();
  if (status === 'loading') return <PageLoader label="Loading your profile..." />;
  if (!user) {
    return (
      <PageShell title="My Profile">
        <Card className="profile-signed-out">
          <p>Please log in to view your profile.</p>
          <Link to="/login" className={buttonClass('primary')}>
            Log In
          </Link>
        </Card>
      </PageShell>
    );
  }
  return <ProfilePage user={user} />;
}
