import { Link } from 'react-router-dom';
import { MotionToggle } from '@/components/particle-background/motion-toggle';
import { availableLinks, FOOTER_LINKS } from '@/config/navigation';

export function SiteFooter() {
  const links = availableLinks(FOOTER_LINKS);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {links.length > 0 ? (
          <nav aria-label="Footer">
            <ul className="site-footer__links">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="site-footer__license">
          Morah is free software under the GPL-2.0-or-later.{' '}
          <a href="https://www.gnu.org/licenses/old-licenses/gpl-2.0.html" rel="license noreferrer" target="_blank">
            Read the license
          </a>
        </p>
        <MotionToggle />
      </div>
    </footer>
  );
}
