import { PrivacyPage } from '@/features/privacy/components/privacy-page';

export function PrivacyRoute() {
  return <PrivacyPage />;
}
