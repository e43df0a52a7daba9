import { Link, NavLink } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { LOGIN_URL, PROGRAM_LINKS, PUBLIC_LINKS } from '@/config/navigation';
import { BrandLink } from './brand-link';
import { MenuButton, MOBILE_MENU_ID } from './menu-button';
import { useNavigationStore } from './navigation-store';
import { ProgramsMenu } from './programs-menu';
import { useCloseMenusOnNavigate } from './use-close-menus-on-navigate';

/** Spec core 2.3, signed out: Home, About, Programs (dropdown), Community, Insights and Log In. */
export function PublicHeader() {
  const mobileMenuOpen = useNavigationStore((s) => s.mobileMenuOpen);
  useCloseMenusOnNavigate();

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink />
        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                {link.to === '/programs' ? (
                  <ProgramsMenu />
                ) : (
                  <NavLink to={link.to} end={link.to === '/'} className="site-nav__link">
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <a href={LOGIN_URL} className={buttonClass('primary', 'md', 'site-header__login')}>
            Log In
          </a>
          <MenuButton />
        </div>
      </div>
      {mobileMenuOpen ? (
        <nav id={MOBILE_MENU_ID} aria-label="Mobile" className="mobile-menu">
          <ul className="mobile-menu__list">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="mobile-menu__link">
                  {link.label}
                </NavLink>
                {link.to === '/programs' ? (
                  <ul className="mobile-menu__sublist" aria-label="Programs">
                    {PROGRAM_LINKS.map((program) => (
                      <li key={program.to}>
                        <Link to={program.to} className="mobile-menu__link mobile-menu__link--sub">
                          {program.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            <li>
              <a href={LOGIN_URL} className={buttonClass('primary', 'lg', 'mobile-menu__cta')}>
                Log In
              </a>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
