import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/** The page frame every layout shares: skip link, its header, `banner` (notices that stay until opened), the routed page, the footer. */
export function AppFrame({ header, banner }: { header: ReactNode; banner?: ReactNode }) {
  return (
    <div className="app-frame">
      <SkipLink />
      {header}
      <main id="main" className="app-main" tabIndex={-1}>
        {banner}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
