import { Link, NavLink } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { isAvailableRoute } from '@/config/available-routes';
import { availableLinks, LOGIN_URL, PROGRAM_LINKS, PUBLIC_LINKS } from '@/config/navigation';
import { BrandLink } from './brand-link';
import { MenuButton, MOBILE_MENU_ID } from './menu-button';
import { useNavigationStore } from './navigation-store';
import { ProgramsMenu } from './programs-menu';
import { useCloseMenusOnNavigate } from './use-close-menus-on-navigate';

/**
 * Spec core 2.3, signed out: Home, About, Programs (dropdown), Community, Insights and Log In, each
 * shown once its page exists; Programs stays while any of its programs (or its own page) exists.
 */
export function PublicHeader() {
  const mobileMenuOpen = useNavigationStore((s) => s.mobileMenuOpen);
  useCloseMenusOnNavigate();
  const programs = availableLinks(PROGRAM_LINKS);
  const programsPage = isAvailableRoute('/programs');
  const links = PUBLIC_LINKS.filter((link) => (link.to === '/programs' ? programsPage || programs.length > 0 : isAvailableRoute(link.to)));

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink />
        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {links.map((link) => (
              <li key={link.to}>
                {link.to === '/programs' ? (
                  <ProgramsMenu programs={programs} hasPage={programsPage} />
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
            {links.map((link) => (
              <li key={link.to}>
                {link.to !== '/programs' || programsPage ? (
                  <NavLink to={link.to} end={link.to === '/'} className="mobile-menu__link">
                    {link.label}
                  </NavLink>
                ) : (
                  <p className="mobile-menu__heading">{link.label}</p>
                )}
                {link.to === '/programs' && programs.length > 0 ? (
                  <ul className="mobile-menu__sublist" aria-label="Programs">
                    {programs.map((program) => (
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
