import type { User } from '@morah/contracts';
import { GamificationDashboardPage } from '@/features/gamification/components/gamification-dashboard';
import '@/features/student-dashboard/student-home.css';
import '@/features/classes/teacher-dashboard.css';
import '@/features/parent-children/parent-dashboard.css';
import '@/features/gamification/gamification.css';

/** `/gamification`: the student's Learning Progress (XP, badges, streak, challenges, ranks). */
export function GamificationRoute({ user }: { user: User }) {
  return <GamificationDashboardPage user={user} />;
}
