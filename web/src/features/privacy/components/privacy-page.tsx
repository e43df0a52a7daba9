import type { PrivacyFacts } from '@morah/contracts';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { PageShell } from '@/components/ui/page-shell';
import { useUser } from '@/lib/auth';
import { usePrivacyFacts } from '../api/get-privacy-facts';
import '../privacy.css';

function keptFor(days: number | null): string {
  if (days === null) return 'Conversations with Morah AI are kept until you delete the account.';
  if (days % 365 === 0) {
    const years = days / 365;
    return `Conversations with Morah AI are deleted ${years === 1 ? 'one year' : `${years} years`} (${days} days) after their last message.`;
  }
  return `Conversations with Morah AI are deleted ${days} days after their last message.`;
}

function OutsideServices({ facts }: { facts: PrivacyFacts }) {
  return (
    <ul className="privacy-page__list">
      {facts.modelProvider ? (
        <li>
          <strong>The AI model service ({facts.modelProvider.host}).</strong> To write Morah AI's answers, your child's question and the recent
          messages of that conversation are sent to it. Names and usernames are not sent.
        </li>
      ) : (
        <li>
          <strong>No AI service outside Morah.</strong> Morah AI answers from its own built-in knowledge, so conversations never leave Morah.
        </li>
      )}
      {facts.moderationProvider ? (
        <li>
          <strong>The safety check service ({facts.moderationProvider.host}).</strong> Each message is also checked there, to catch anything
          unsafe, besides Morah's own safety check.
        </li>
      ) : (
        <li>
          <strong>Safety checks stay inside Morah.</strong> Every message is checked by Morah's own safety screen.
        </li>
      )}
      {facts.payments === 'stripe' ? (
        <li>
          <strong>Stripe, for payments.</strong> If you buy Premium, Stripe takes the payment and receives your card details; Morah never sees
          or keeps them. Morah tells Stripe only an account number, not a name.
        </li>
      ) : (
        <li>
          <strong>No payment service.</strong> This Morah uses a test checkout: no card details are asked for or sent anywhere.
        </li>
      )}
    </ul>
  );
}

/** `/privacy`: what Morah keeps about a child, for how long, who sees it, who receives what, and how to take it back. */
export function PrivacyPage() {
  const facts = usePrivacyFacts();
  const { user } = useUser();
  return (
    <PageShell title="Your child's privacy" documentTitle="Privacy" intro="What Morah keeps, for how long, who can see it, and how to take it back. In plain words.">
      <div className="privacy-page">
        <Card title="What Morah keeps">
          <ul className="privacy-page__list">
            <li>The account: first and last name, a username (never an e-mail address for a child) and the password, kept scrambled.</li>
            <li>Conversations with Morah AI, with the time of each message.</li>
            <li>Learning: XP, levels, badges, streaks, challenges, minutes spent, coloring pages, reading and Torah portion progress, games and quizzes.</li>
            <li>Which classes the child is in and which parents are linked.</li>
          </ul>
        </Card>

        <Card title="How long we keep it">
          {facts.isPending ? <PageLoader label="Loading..." /> : null}
          {facts.isError ? <LoadError error={facts.error} onRetry={() => void facts.refetch()} /> : null}
          {facts.data ? (
            <ul className="privacy-page__list">
              <li>{keptFor(facts.data.facts.chatRetentionDays)}</li>
              <li>Everything else is kept while the account exists, and deleted with it.</li>
              <li>A download of a child's data works for {facts.data.facts.exportAvailableHours} hours, then it is deleted.</li>
            </ul>
          ) : null}
        </Card>

        <Card title="Who can see it">
          <ul className="privacy-page__list">
            <li>The child.</li>
            <li>The parents linked to the child.</li>
            <li>The teachers of the child's classes. When a teacher removes a child from a class, that teacher no longer sees the child's data.</li>
          </ul>
          <p>No one else: not other children, not other parents, not other teachers.</p>
        </Card>

        <Card title="Never used to train AI">
          <p>Morah never uses children's conversations to train AI models, and never sells or shares them for advertising.</p>
        </Card>

        <Card title="Who outside Morah receives what">
          {facts.data ? <OutsideServices facts={facts.data.facts} /> : null}
          <p>Morah's own records of what it does (its logs) hold only numbers that stand for accounts, never names or messages.</p>
        </Card>

        <Card title="Download or delete your child's data">
          <ol className="privacy-page__list">
            <li>
              Open the {user?.role === 'parent' ? <Link to="/parent">Parent Dashboard</Link> : 'Parent Dashboard'}. Under "My Children", each child has two
              buttons.
            </li>
            <li>
              <strong>Download data</strong> makes a zip file of everything above. It takes a few moments; then a download link appears.
            </li>
            <li>
              <strong>Delete account</strong> asks for your password, then deletes the account and all of its data, everywhere. The child is signed
              out at once. This cannot be undone.
            </li>
          </ol>
          <p>A child can download their own data from their Profile page.</p>
        </Card>
      </div>
    </PageShell>
  );
}
