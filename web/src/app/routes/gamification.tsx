import type { User } from '@morah/contracts';
import { GamificationDashboardPage } from '@/features/gamification/components/gamification-dashboard';
import '@/styles/dashboards.css';
import '@/styles/gamification.css';

/** `/gamification`: the student's Learning Progress (XP, badges, streak, challenges, ranks). */
export function GamificationRoute({ user }: { user: User }) {
  return <GamificationDashboardPage user={user} />;
}
