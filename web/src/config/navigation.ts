import { isAvailableRoute } from './available-routes';

/**
 * Navigation tables from spec core 2.3, in the order shown there, with the spec's words. A link is
 * shown only once its page exists (`available-routes.ts`): `availableLinks` filters every table.
 */
export interface NavLink {
  to: string;
  label: string;
}

/** The links of a table whose pages exist today, in the table's order. */
export function availableLinks<L extends { to: string }>(links: readonly L[]): L[] {
  return links.filter((link) => isAvailableRoute(link.to));
}

export const PUBLIC_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/programs', label: 'Programs' },
  { to: '/community', label: 'Community' },
  { to: '/insights', label: 'Insights' },
];

/** The Programs dropdown of the public header. */
export const PROGRAM_LINKS: readonly NavLink[] = [
  { to: '/parsha', label: 'Torah Reader' },
  { to: '/games', label: 'Learning Games' },
  { to: '/coloring', label: 'Hebrew Coloring' },
  { to: '/badges', label: 'Achievement Badges' },
];

/** Sign-in and sign-out are page navigations to the server, not client routes. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

const ROLE_LINKS: Record<string, readonly NavLink[]> = {
  student: [
    { to: '/', label: 'Dashboard' },
    { to: '/parsha', label: 'Reader' },
    { to: '/games', label: 'Games' },
    { to: '/coloring', label: 'Coloring' },
    { to: '/student', label: 'Progress' },
    { to: '/badges', label: 'Badges' },
    { to: '/gamification', label: 'Rewards' },
    { to: '/profile', label: 'Profile' },
  ],
  teacher: [
    { to: '/teacher', label: 'Dashboard' },
    { to: '/parsha', label: 'Reader' },
  ],
  parent: [
    { to: '/parent', label: 'Dashboard' },
    { to: '/parsha', label: 'Reader' },
  ],
};

const DASHBOARD_ONLY: readonly NavLink[] = [{ to: '/', label: 'Dashboard' }];

/** The signed-in top bar's links for a role (those whose pages exist); any other role gets the Dashboard only. */
export function linksForRole(role: string): readonly NavLink[] {
  return availableLinks(Object.hasOwn(ROLE_LINKS, role) ? (ROLE_LINKS[role] ?? DASHBOARD_ONLY) : DASHBOARD_ONLY);
}

/** The site footer's links (spec content: the static pages), shown once their pages exist. */
export const FOOTER_LINKS: readonly NavLink[] = [
  { to: '/about', label: 'About' },
  { to: '/programs', label: 'Programs' },
  { to: '/community', label: 'Community' },
  { to: '/sponsorship', label: 'Sponsorship' },
  { to: '/privacy', label: 'Privacy' },
];

export const ROLE_LABELS: Record<string, string> = {
  student: 'Student',
  teacher: 'Teacher',
  parent: 'Parent',
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role.charAt(0).toUpperCase() + role.slice(1);
}
