import { SponsorshipPage } from '@/features/marketing/components/sponsorship-page';

export function SponsorshipRoute() {
  return <SponsorshipPage />;
}
