import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

type CopyState = 'idle' | 'copied' | 'failed';

/** A student's code for a parent to link to them, with a copy button. */
export function LinkCodeCard({ linkCode }: { linkCode: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(linkCode);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Card title="For your parents" className="profile-link-code">
      <p>A parent can type this code on their Morah page to follow your learning.</p>
      <div className="profile-link-code__row">
        <span className="profile-link-code__label">Parent link code:</span>
        <strong className="share-code share-code--large" data-testid="link-code">
          {linkCode}
        </strong>
        <Button variant="secondary" onClick={() => void onCopy()}>
          Copy code
        </Button>
      </div>
      <p className="profile-link-code__status" role="status">
        {copy === 'copied' ? 'Copied!' : copy === 'failed' ? 'Copying did not work. You can write the code down instead.' : ''}
      </p>
    </Card>
  );
}
