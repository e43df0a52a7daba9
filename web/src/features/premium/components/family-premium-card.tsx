import { UpgradeButton } from '@/components/premium/upgrade-button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { useFamilyPremium } from '../api/get-family-premium';
import '../premium.css';

/** A parent buys Premium for a linked child: $9.99 once per child, for life. */
export function FamilyPremiumCard() {
  const family = useFamilyPremium();
  return (
    <Card title="Premium for your children" className="premium-card">
      <p className="muted">$9.99 once per child, for life: premium avatar options, premium books and special badges.</p>
      {family.isPending ? (
        <PageLoader />
      ) : family.isError ? (
        <LoadError error={family.error} onRetry={() => void family.refetch()} />
      ) : family.data.children.length === 0 ? (
        <p className="empty-state">Link a child first, and you can give them Premium here.</p>
      ) : (
        <ul className="premium-family">
          {family.data.children.map((child) => (
            <li key={child.id} className="premium-family__child">
              <span className="premium-family__name">
                {child.firstName} {child.lastName}
              </span>
              {child.isPremium ? (
                <span className="premium-family__has">
                  <span aria-hidden="true">★</span> Has Premium
                </span>
              ) : (
                <UpgradeButton childId={child.id} size="md" label={`Give ${child.firstName} Premium`} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
