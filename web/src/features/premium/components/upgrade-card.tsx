import { PREMIUM_PERKS } from '@morah/contracts';
import { UpgradeButton } from '@/components/premium/upgrade-button';
import { Card } from '@/components/ui/card';
import { useUser } from '@/lib/auth';
import '../premium.css';

/** For a signed-in member without Premium: what it adds, the price, and the upgrade button. Nothing for others. */
export function UpgradeCard() {
  const { user } = useUser();
  if (!user) return null;
  if (user.isPremium) {
    return (
      <Card className="premium-card premium-card--member">
        <p className="premium-card__member">
          <span aria-hidden="true">★</span> You have Morah Premium. Thank you!
        </p>
      </Card>
    );
  }
  return (
    <Card title="Morah Premium" className="premium-card" actions={<span className="premium-card__tag">Limited Time</span>}>
      <p className="premium-card__price">
        <strong>$9.99</strong> one-time payment · lifetime access
      </p>
      <ul className="premium-card__perks">
        {PREMIUM_PERKS.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <UpgradeButton />
    </Card>
  );
}
