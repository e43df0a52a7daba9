import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';

/**
 * One demo's panel: while its code loads it shows the loader, and if the demo breaks, only this
 * panel says so (the picker and the page stay). Choosing another demo (a new `demoId`) starts afresh.
 */
export function DemoPanel({ demoId, label, children }: { demoId: string; label: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKeys={[demoId]} fallbackRender={(props) => <DemoFailed label={label} {...props} />} onError={(error) => console.warn(`The ${label} demo stopped:`, error)}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function DemoFailed({ label, resetErrorBoundary }: FallbackProps & { label: string }) {
  return (
    <div className="showcase-demo__failed" role="alert">
      <p>The {label} demo stopped working. Try it again, or pick another demo.</p>
      <Button variant="secondary" onClick={resetErrorBoundary}>
        Try Again
      </Button>
    </div>
  );
}
