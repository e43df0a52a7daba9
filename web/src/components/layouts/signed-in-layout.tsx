import type { User } from '@morah/contracts';
import type { ReactNode } from 'react';
import { AppFrame } from './app-frame';
import { SignedInHeader } from './signed-in-header';

/** `banner`: what stays at the top of every page until its reader acts on it (a grown-up's safety notices). */
export function SignedInLayout({ user, banner }: { user: User; banner?: ReactNode }) {
  return <AppFrame header={<SignedInHeader user={user} />} banner={banner} />;
}
