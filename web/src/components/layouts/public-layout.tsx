import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

export function PublicLayout() {
  return (
    <div className="app-frame">
      <SkipLink />
      <PublicHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
