import { UpgradeButton } from '@/components/premium/upgrade-button';

// Written out here rather than imported from contracts, whose schemas would all come along into the landing page's JavaScript.
const PERKS = [
  'Unlimited games',
  'Premium e-books',
  'Special badges',
  'Premium avatar options',
  'Priority support',
  'Ad-free learning',
] as const;

/** Spec core 2.8 and 9: $9.99, one time, lifetime access, 'Limited Time'. Upgrading needs a signed-in user. */
export function PremiumSection() {
  return (
    <section className="landing-section premium" aria-labelledby="premium-title">
      <div className="premium__card">
        <p className="premium__badge">Limited Time</p>
        <h2 id="premium-title" className="premium__title">
          Morah Premium
        </h2>
        <p className="premium__price">
          <span className="premium__amount">$9.99</span> <span className="premium__terms">one-time payment · lifetime access</span>
        </p>
        <ul className="premium__perks">
          {PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <UpgradeButton />
      </div>
    </section>
  );
}
