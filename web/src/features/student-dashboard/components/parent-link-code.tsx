import { Card } from '@/components/ui/card';

/** The code a parent types to link this child's account. */
export function ParentLinkCode({ linkCode }: { linkCode: string }) {
  return (
    <Card title="For your parents" className="link-code-card">
      <p>
        Parent link code: <strong className="share-code">{linkCode}</strong>
      </p>
      <p className="muted">A parent can type this code on their Morah page to follow your learning.</p>
    </Card>
  );
}
