import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { isAvailableRoute } from '@/config/available-routes';

export interface MarketingLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** What to show when the page does not exist yet; nothing by default. */
  fallback?: ReactNode;
}

/** A button-styled link that appears only when its page exists, so no link of ours ends in 'Page Not Found'. */
export function MarketingLink({ to, children, variant = 'secondary', fallback = null }: MarketingLinkProps) {
  if (!isAvailableRoute(to)) return <>{fallback}</>;
  return (
    <Link to={to} className={buttonClass(variant, 'md')}>
      {children}
    </Link>
  );
}
