/** The pages the background suits: the public pages, the showcase, Torah Academy and the badge pages. */
const BACKGROUND_PATHS = new Set(['/about', '/programs', '/community', '/insights', '/sponsorship', '/showcase', '/sophisticated', '/badge-showcase', '/badges', '/login', '/register']);

/**
 * Whether a page shows the particle background. Never on chat (the student's home and dashboards),
 * the reader (/parsha, /books), the games, coloring or quizzes; the landing page only for visitors
 * (signed in, `/` is a dashboard with the chat).
 */
export function showsBackground(pathname: string, signedIn: boolean): boolean {
  if (pathname === '/') return !signedIn;
  return BACKGROUND_PATHS.has(pathname.replace(/\/+$/, ''));
}
