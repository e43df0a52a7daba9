import type { User } from '@morah/contracts';
import { AppFrame } from './app-frame';
import { SignedInHeader } from './signed-in-header';

export function SignedInLayout({ user }: { user: User }) {
  return <AppFrame header={<SignedInHeader user={user} />} />;
}
