import { vi } from 'vitest';

/**
 * A stand-in for `@/config/available-routes` with the first pages only (a fixed list, so a test of
 * hidden links does not change as other pages arrive):
 * `vi.mock('@/config/available-routes', () => import('@/testing/core-routes-only'))`.
 */
const actual = await vi.importActual<typeof import('@/config/available-routes')>('@/config/available-routes');

export const AVAILABLE_ROUTES: readonly string[] = ['/', '/login', '/register', '/student', '/teacher', '/parent', '/badges', '/gamification', '/profile'];

export const { SIGNED_IN_ONLY_ROUTES, setViewerSignedIn } = actual;

export function isAvailableRoute(to: string): boolean {
  return actual.isAvailableRoute(to, AVAILABLE_ROUTES);
}

/** Links on the screen to a page of ours outside that list: a test expects none. */
export function linksToMissingPages(): string[] {
  return [...document.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('/api/') && !isAvailableRoute(href));
}
