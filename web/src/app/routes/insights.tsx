import { InsightsPage } from '@/features/marketing/components/insights-page';

export function InsightsRoute() {
  return <InsightsPage />;
}
