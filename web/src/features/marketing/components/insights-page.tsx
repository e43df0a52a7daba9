import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageShell } from '@/components/ui/page-shell';
import { CONTACT_EMAIL, contactMailto } from '@/config/contact';
import '../marketing.css';

interface Insight {
  id: string;
  topic: string;
  title: string;
  paragraphs: readonly string[];
}

/** Short notes on how Morah teaches and why, written for parents and teachers. */
const INSIGHTS: readonly Insight[] = [
  {
    id: 'question-back',
    topic: 'Teaching',
    title: 'Why Morah answers with a question',
    paragraphs: [
      'When a child asks why Avraham argued with God about Sedom, the quickest reply is a summary. The better one is a question: “What do you think he was hoping for?”',
      'Morah AI is set up to guide rather than hand over answers. It gives enough to go on, then asks the child to take the next step, the way a good teacher in a classroom or a chavruta partner would.',
    ],
  },
  {
    id: 'rest-days',
    topic: 'Habits',
    title: 'A streak that rests on Shabbat',
    paragraphs: [
      'Daily streaks help children build a habit, but a streak that breaks every Saturday teaches the wrong lesson to a family that keeps Shabbat.',
      'On Morah, Shabbat and Yom Tov never break a streak. The dates come from the Jewish calendar itself, so the rule stays right every year.',
    ],
  },
  {
    id: 'grown-ups',
    topic: 'Safety',
    title: 'Grown-ups in the room',
    paragraphs: [
      'A tutor for children should never be a closed door. Teachers see their students’ conversations live and can join with a word of their own; parents can read their own children’s conversations.',
      'Messages are screened for signs that a child needs care. Such a message is still answered kindly, the teacher sees it first, and the parents hear about it calmly and at once.',
    ],
  },
  {
    id: 'praise',
    topic: 'Motivation',
    title: 'Praise for effort, never shame',
    paragraphs: [
      'Badges on Morah are earned by doing: asking questions, reading verses, coloring letters, finishing a game. None is taken away, and a badge not yet earned simply says what is still to do.',
      'Ranks compare a child only with classmates, and a child who learns quietly is never called out.',
    ],
  },
];

/** `/insights`: notes on how Morah teaches, and a way to hear about new ones by e-mail. */
export function InsightsPage() {
  return (
    <PageShell eyebrow="Insights" title="Notes on learning with Morah" documentTitle="Insights" intro="How we think about teaching children, and the choices behind the product." wide>
      <div className="marketing-articles">
        {INSIGHTS.map((insight) => (
          <article key={insight.id} className="marketing-article" aria-labelledby={`insight-${insight.id}`}>
            <p className="marketing-article__topic">{insight.topic}</p>
            <h2 id={`insight-${insight.id}`} className="marketing-article__title">
              {insight.title}
            </h2>
            {insight.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </article>
        ))}
      </div>
      <SubscribeBox />
    </PageShell>
  );
}

/**
 * Morah keeps no mailing list (it stores no e-mail addresses at all), so subscribing writes an
 * e-mail to the people running this Morah, and says so. Without a contact address it says that instead.
 */
function SubscribeBox() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const mailto = contactMailto('Please send me new Morah insights');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!mailto) return;
    const body = encodeURIComponent(`Please send new insights to ${email}.`);
    window.location.href = `${mailto}&body=${body}`;
    setSent(true);
  };

  return (
    <Card title="Hear about new insights" className="marketing-subscribe">
      {mailto ? (
        <form className="form form--inline" onSubmit={onSubmit}>
          <label className="field">
            <span className="field__label">Your e-mail address</span>
            <input className="field__input" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <Button type="submit">Subscribe</Button>
          <p className="field__hint">This opens your e-mail app with a note to {CONTACT_EMAIL}. Morah itself stores no e-mail addresses.</p>
          {sent ? <p role="status">Your e-mail app should have opened. Send the note to finish.</p> : null}
        </form>
      ) : (
        <p className="muted">This Morah has no newsletter yet. New insights appear on this page.</p>
      )}
    </Card>
  );
}
