import { UpgradeCard } from '@/features/premium/components/upgrade-card';
import { OwnDataExport } from '@/features/privacy/components/own-data-export';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import '@/features/chat/chat.css';
import '@/features/profile/profile.css';

/** `/profile`: the user's profile and the avatar editor, a student's own data to download and, without Premium, the upgrade (the shared modal's look comes with the chat styles). */
export function ProfileRoute() {
  return (
    <>
      <ProfileScreen />
      <div className="route-extra">
        <OwnDataExport />
        <UpgradeCard />
      </div>
    </>
  );
}
