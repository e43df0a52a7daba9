import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import type { IconName } from '@/components/ui/icon';
import { PageShell } from '@/components/ui/page-shell';
import { useUser } from '@/lib/auth';
import { MarketingTile } from './marketing-tile';
import { UpcomingDays } from './upcoming-days';
import '../marketing.css';

interface Group {
  icon: IconName;
  title: string;
  text: string;
  how: string;
}

/** On Morah a group is a class, a family or a study pair: each joins with a code, never by search. */
const GROUPS: readonly Group[] = [
  { icon: 'apple', title: 'A class', text: 'A teacher makes the class and shares its join code. Classmates see each other only on the weekly ranks.', how: 'Teachers make a class on their dashboard; students type its code when they sign up.' },
  { icon: 'house', title: 'A family', text: 'Parents link each child with the child’s own code and follow their learning from their dashboard.', how: 'A child finds their code on their profile; a parent types it on the Parent dashboard.' },
  { icon: 'chat', title: 'A chavruta', text: 'Learning in pairs is an old Jewish way to study. Bring a question from Morah to a friend and argue it out kindly.', how: 'No account needed: just a friend and a good question.' },
];

/** Questions to take from the screen to the Shabbat table. */
const TABLE_TALK: readonly { question: string; hint: string }[] = [
  { question: 'What was the bravest thing someone did in this week’s parsha?', hint: 'Ask Morah AI about the parsha, then tell your family what you think.' },
  { question: 'Which Hebrew letter would you be, and why?', hint: 'Color it first, then explain your choice.' },
  { question: 'What is one thing you are thankful for this week?', hint: 'Many blessings start with “Thank You”. Which one fits?' },
];

/** `/community`: how people learn together on Morah, table talk for families, and the days ahead. */
export function CommunityPage() {
  const { user } = useUser();
  return (
    <PageShell
      eyebrow="Community"
      title="Learning is better together"
      documentTitle="Community"
      intro="Morah has no public chat rooms or strangers. Children learn together in the groups they already belong to."
      wide
    >
      <section aria-labelledby="community-groups" className="marketing-section">
        <h2 id="community-groups">Groups</h2>
        <ul className="marketing-grid">
          {GROUPS.map((group) => (
            <MarketingTile key={group.title} icon={group.icon} title={group.title}>
              <p>{group.text}</p>
              <p className="marketing-tile__meta">{group.how}</p>
            </MarketingTile>
          ))}
        </ul>
        {user ? null : (
          <p className="marketing-actions">
            <Link to="/register" className={buttonClass('primary', 'md')}>
              Join with a code
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="community-talk" className="marketing-section">
        <h2 id="community-talk">Table talk</h2>
        <p className="muted">Discussion starters for families and classes.</p>
        <ul className="marketing-list">
          {TABLE_TALK.map((item) => (
            <li key={item.question} className="marketing-list__item">
              <p className="marketing-list__title">{item.question}</p>
              <p className="muted">{item.hint}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="community-events" className="marketing-section">
        <h2 id="community-events">Coming up in the Jewish year</h2>
        <UpcomingDays />
      </section>
    </PageShell>
  );
}
