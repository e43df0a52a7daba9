import type { User } from '@morah/contracts';
import { Link, NavLink } from 'react-router-dom';
import { Avatar } from '@/components/avatar/avatar';
import { Button } from '@/components/ui/button';
import { XpChip } from '@/components/xp-chip/xp-chip';
import { linksForRole, roleLabel } from '@/config/navigation';
import { logout } from '@/lib/auth';
import { useSocket } from '@/lib/socket-context';
import { BrandLink } from './brand-link';
import { MenuButton, MOBILE_MENU_ID } from './menu-button';
import { useNavigationStore } from './navigation-store';
import { useCloseMenusOnNavigate } from './use-close-menus-on-navigate';

/** Spec core 2.3, signed in: the role's links, live XP, the profile link and Log Out. */
export function SignedInHeader({ user }: { user: User }) {
  const mobileMenuOpen = useNavigationStore((s) => s.mobileMenuOpen);
  const { close: closeSocket } = useSocket();
  useCloseMenusOnNavigate();
  const links = linksForRole(user.role);
  const home = links[0]?.to ?? '/';

  const onLogout = () => {
    closeSocket();
    logout();
  };

  const profileLink = (className: string) => (
    <Link to="/profile" className={className}>
      <Avatar avatar={user} size={44} />
      <span className="profile-link__text">
        <span className="profile-link__name">
          {user.firstName} {user.lastName}
        </span>
        <span className="profile-link__role">{roleLabel(user.role)}</span>
      </span>
    </Link>
  );

  return (
    <header className="site-header site-header--signed-in">
      <div className="site-header__inner">
        <BrandLink to={home} />
        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {user.role === 'student' ? <XpChip xp={user.xp} level={user.level} /> : null}
          {profileLink('profile-link site-header__profile')}
          <Button variant="secondary" className="site-header__logout" onClick={onLogout}>
            Log Out
          </Button>
          <MenuButton />
        </div>
      </div>
      {mobileMenuOpen ? (
        <nav id={MOBILE_MENU_ID} aria-label="Mobile" className="mobile-menu">
          <ul className="mobile-menu__list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="mobile-menu__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>{profileLink('profile-link mobile-menu__profile')}</li>
            <li>
              <Button variant="secondary" size="lg" className="mobile-menu__cta" onClick={onLogout}>
                Log Out
              </Button>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
