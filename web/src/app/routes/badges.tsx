import type { User } from '@morah/contracts';
import { BadgeCollection } from '@/features/gamification/components/badge-collection';
import '@/features/gamification/gamification.css';

/** `/badges`: the badge collection; signed out, the catalogue with an invitation to log in. */
export function BadgesRoute({ user }: { user: User | null }) {
  return <BadgeCollection user={user} />;
}
