import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

export function NotFoundRoute() {
  useEffect(() => {
    document.title = 'Page Not Found · Morah';
  }, []);
  return (
    <div className="page-shell not-found">
      <p className="not-found__art">
        <Icon name="compass" size={88} />
      </p>
      <h1 className="page-shell__title">Page Not Found</h1>
      <p className="page-shell__intro">Oops! We looked everywhere, but this page is not here.</p>
      <Link to="/" className={buttonClass('primary', 'lg')}>
        Take me home
      </Link>
    </div>
  );
}
