import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { HebrewText } from '@/components/ui/hebrew-text';
import type { IconName } from '@/components/ui/icon';
import { PageShell } from '@/components/ui/page-shell';
import { useUser } from '@/lib/auth';
import { MarketingLink } from './marketing-link';
import { MarketingTile } from './marketing-tile';
import '../marketing.css';

const PEOPLE: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'backpack',
    title: 'Children from 6 to 14',
    text: 'They ask Morah AI anything about Torah, Hebrew and the holidays, read the weekly parsha, color letters, play and earn badges. Morah answers with a question back, so the thinking stays theirs.',
  },
  {
    icon: 'apple',
    title: 'Teachers',
    text: 'They make a class and share its code. They watch their students’ conversations with the tutor as they happen, and join one when a child needs a person.',
  },
  {
    icon: 'house',
    title: 'Parents',
    text: 'They link their children with a code and follow their progress: minutes, badges and the questions they asked. They hear at once, calmly, if a message needed care.',
  },
];

const PROMISES: readonly { title: string; text: string }[] = [
  { title: 'A guide, not an answer machine', text: 'Morah AI is told to help children find answers, to say plainly when it does not know, and never to ask for personal details.' },
  { title: 'Every community is welcome', text: 'Morah speaks about Jewish practice with respect for the many ways families keep it.' },
  { title: 'Children’s data stays small', text: 'Children sign in with a username, not an e-mail address, and only their own teachers and parents can see what they do.' },
  { title: 'Rest is respected', text: 'A learning streak never breaks over Shabbat or Yom Tov.' },
  { title: 'Free software', text: 'Morah’s code is published under the GNU GPL, so any school can run it, read it and improve it.' },
];

/** `/about`: what Morah is, who it is for and what it promises. */
export function AboutPage() {
  const { user } = useUser();
  return (
    <PageShell eyebrow="About Morah" title="A patient teacher for every curious child" documentTitle="About">
      <p className="marketing-lead">
        <HebrewText>מוֹרָה</HebrewText> means “teacher”. Morah is a learning place where a child can ask a question at any hour, read
        the Torah portion of the week, and feel proud of what they learned, while the grown-ups who care for them can see and help.
      </p>

      <section aria-labelledby="about-who" className="marketing-section">
        <h2 id="about-who">Who Morah is for</h2>
        <ul className="marketing-grid">
          {PEOPLE.map((person) => (
            <MarketingTile key={person.title} icon={person.icon} title={person.title}>
              <p>{person.text}</p>
            </MarketingTile>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-promises" className="marketing-section">
        <h2 id="about-promises">What we promise</h2>
        <dl className="marketing-promises">
          {PROMISES.map((promise) => (
            <div key={promise.title} className="marketing-promises__item">
              <dt>{promise.title}</dt>
              <dd>{promise.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Card title="See it for yourself" className="marketing-cta">
        <p>Try the demos, or look at what a learner can do today.</p>
        <div className="marketing-actions">
          <MarketingLink to="/showcase" variant="primary">
            Watch the demos
          </MarketingLink>
          <MarketingLink to="/programs">Our programs</MarketingLink>
          {user ? null : (
            <Link to="/register" className="marketing-text-link">
              Make an account
            </Link>
          )}
        </div>
      </Card>
    </PageShell>
  );
}
