import type { User } from '@morah/contracts';
import { HebrewText } from '@/components/ui/hebrew-text';
import { PageShell } from '@/components/ui/page-shell';
import { LearningLog } from './learning-log';
import { ParentLinkCode } from './parent-link-code';
import { XpCard } from './xp-card';
import '../student-home.css';

export function StudentDashboard({ user }: { user: User }) {
  return (
    <PageShell
      title={`Shalom, ${user.firstName}!`}
      eyebrow="Student Dashboard"
      intro={
        <>
          <HebrewText>שָׁלוֹם</HebrewText> · Ready to learn something wonderful today?
        </>
      }
    >
      <div className="dashboard-grid">
        <XpCard xp={user.xp} level={user.level} />
        <LearningLog />
        {user.linkCode ? <ParentLinkCode linkCode={user.linkCode} /> : null}
      </div>
    </PageShell>
  );
}
