/** Shown while a page's code or data is on its way. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loader" role="status">
      <span className="page-loader__dot" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
