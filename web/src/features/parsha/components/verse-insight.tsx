import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LOGIN_URL } from '@/config/navigation';
import { buttonClass } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useVerseInsight } from '../api/get-insight';

/** 'Ask Morah AI about this verse' and the answer under 'Morah AI's Insight' (asked only on the press). */
export function VerseInsight({ parsha, refText, english, signedIn }: { parsha: string; refText: string; english: string; signedIn: boolean }) {
  const [askedFor, setAskedFor] = useState<ReadonlySet<string>>(new Set());
  const key = `${parsha}|${refText}`;
  const asked = askedFor.has(key);
  const insight = useVerseInsight({ name: parsha, ref: refText, english, asked });

  if (!signedIn) {
    return (
      <section className="verse-insight" aria-label="Ask Morah AI">
        <a href={LOGIN_URL} className={buttonClass('secondary')}>
          Log in to ask Morah AI about this verse
        </a>
      </section>
    );
  }
  return (
    <section className="verse-insight" aria-labelledby="verse-insight-title">
      <Button onClick={() => (asked ? void insight.refetch() : setAskedFor(new Set(askedFor).add(key)))} loading={insight.isFetching}>
        Ask Morah AI about this verse
      </Button>
      {asked ? (
        <div className="verse-insight__panel" aria-live="polite">
          <h2 id="verse-insight-title">Morah AI's Insight</h2>
          {insight.isPending ? <p role="status">Morah AI is thinking about {refText}...</p> : null}
          {insight.isError ? <p role="alert">{errorMessage(insight.error)}</p> : null}
          {insight.data ? <p className="verse-insight__text">{insight.data.insight}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
