/**
 * The client routes Morah has today. Navigation, tiles and buttons show a link only when its path is
 * here, so no link of ours ever ends in 'Page Not Found' (`pnpm tour` checks it). A feature that adds
 * a route adds its path here in the same change. A pattern ends in '/:id' for a family of pages.
 */
export const AVAILABLE_ROUTES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/student',
  '/teacher',
  '/parent',
  '/badges',
  '/gamification',
  '/profile',
  '/coloring',
  '/books',
  '/books/:id',
  '/about',
  '/privacy',
  '/programs',
  '/community',
  '/insights',
  '/sponsorship',
  '/badge-showcase',
  '/sophisticated',
  '/showcase',
  '/games',
  '/games/hebrew-memory',
  '/games/talmud-logic',
  '/games/hebrew-sequence',
  '/games/pattern-parsha',
  '/games/kosher-logic',
  '/games/shabbat-puzzle',
  '/parsha',
  '/quiz-generator',
  '/quiz/:id',
];

/** Pages only a signed-in user has (spec core 2.1's tables): a visitor is never linked to them. */
export const SIGNED_IN_ONLY_ROUTES: readonly string[] = ['/student', '/teacher', '/parent', '/gamification', '/quiz-generator', '/quiz/:id', '/books', '/books/:id'];

let viewerSignedIn = false;

/** The app shell says whether someone is signed in (the two route tables differ), before any link renders. */
export function setViewerSignedIn(signedIn: boolean): void {
  viewerSignedIn = signedIn;
}

/**
 * Whether a link to this path (query and hash ignored) leads to a page that exists for the viewer:
 * listed here, and not a signed-in page shown to a visitor (`routes`: tests only).
 */
export function isAvailableRoute(to: string, routes: readonly string[] = AVAILABLE_ROUTES): boolean {
  const path = to.split(/[?#]/, 1)[0] || '/';
  // '/books/:id' matches '/books/<anything>' (route.slice(0, -3) keeps its '/books/').
  const matches = (route: string) => (route.endsWith('/:id') ? path.startsWith(route.slice(0, -3)) && path.length > route.length - 3 : route === path);
  if (!viewerSignedIn && SIGNED_IN_ONLY_ROUTES.some(matches)) return false;
  return routes.some(matches);
}
