import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/programs">Programs</Link>
            </li>
            <li>
              <Link to="/community">Community</Link>
            </li>
            <li>
              <Link to="/sponsorship">Sponsorship</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__license">
          Morah is free software under the GPL-2.0-or-later.{' '}
          <a href="https://www.gnu.org/licenses/old-licenses/gpl-2.0.html" rel="license noreferrer" target="_blank">
            Read the license
          </a>
        </p>
      </div>
    </footer>
  );
}
