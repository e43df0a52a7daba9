import { ProfileScreen } from '@/features/profile/components/profile-screen';
import '@/styles/chat.css';
import '@/features/profile/profile.css';

/** `/profile`: the user's profile and the avatar editor (the shared modal's look comes with the chat styles). */
export function ProfileRoute() {
  return <ProfileScreen />;
}
