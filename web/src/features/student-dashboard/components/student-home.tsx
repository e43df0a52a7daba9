import type { User } from '@morah/contracts';
import type { ReactNode } from 'react';
import { ActivityTile, type ActivityLink } from '@/components/ui/activity-tile';
import { PageShell } from '@/components/ui/page-shell';
import { availableLinks } from '@/config/navigation';
import { ProgressPanel } from './progress-panel';

export interface StudentHomeProps {
  user: User;
  /** The 'Chat with Morah AI' tile, first in the grid (it belongs to the chat). */
  chatTile: ReactNode;
  /** The recent conversations list. */
  recentConversations: ReactNode;
}

/** Spec core 2.4's Learning Activities after the chat, each shown once its page exists. */
const ACTIVITIES: readonly ActivityLink[] = [
  { to: '/parsha', icon: 'scroll', title: 'Parsha Reader', text: "Read this week's Torah portion" },
  { to: '/coloring', icon: 'palette', title: 'Hebrew Coloring', text: 'Color the Hebrew letters' },
  { to: '/books', icon: 'book', title: 'Story Library', text: 'Read stories and learn' },
  { to: '/badges', icon: 'medal', title: 'My Achievements', text: 'See the badges you earned' },
];

/** Spec core 2.4: greeting, Learning Activities, recent conversations, and the progress side panel. */
export function StudentHome({ user, chatTile, recentConversations }: StudentHomeProps) {
  return (
    <PageShell title={`Shalom, ${user.firstName}!`} eyebrow="My Learning" intro="What would you like to learn today?">
      <div className="student-home">
        <div className="student-home__main">
          <section aria-labelledby="activities-title" className="student-home__section">
            <h2 id="activities-title">Learning Activities</h2>
            <ul className="activity-grid">
              <li>{chatTile}</li>
              {availableLinks(ACTIVITIES).map((activity) => (
                <li key={activity.to}>
                  <ActivityTile {...activity} />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="recent-conversations-title" className="student-home__section">
            <h2 id="recent-conversations-title">Recent conversations</h2>
            {recentConversations}
          </section>
        </div>
        <ProgressPanel user={user} />
      </div>
    </PageShell>
  );
}
