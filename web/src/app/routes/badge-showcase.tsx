import { BadgeShowcasePage } from '@/features/marketing/components/badge-showcase-page';

export function BadgeShowcaseRoute() {
  return <BadgeShowcasePage />;
}
