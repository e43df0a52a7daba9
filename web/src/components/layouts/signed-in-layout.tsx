import type { User } from '@morah/contracts';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { SignedInHeader } from './signed-in-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

export function SignedInLayout({ user }: { user: User }) {
  return (
    <div className="app-frame">
      <SkipLink />
      <SignedInHeader user={user} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
