import { CommunityPage } from '@/features/marketing/components/community-page';

export function CommunityRoute() {
  return <CommunityPage />;
}
