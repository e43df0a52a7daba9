import { vi } from 'vitest';

/**
 * A stand-in for `@/config/available-routes` as if every page of the spec's route tables existed, so
 * a test can check the spec's words on links whose pages other features are still building:
 * `vi.mock('@/config/available-routes', () => import('@/testing/every-route-available'))`.
 */
const actual = await vi.importActual<typeof import('@/config/available-routes')>('@/config/available-routes');

export const AVAILABLE_ROUTES: readonly string[] = [
  ...['/', '/login', '/register', '/student', '/teacher', '/parent', '/badges', '/gamification', '/profile'],
  ...['/about', '/programs', '/community', '/insights', '/showcase', '/sponsorship', '/sophisticated'],
  ...['/parsha', '/coloring', '/games', '/games/:id', '/quiz-generator', '/quiz/:id', '/books', '/books/:id'],
];

export const { SIGNED_IN_ONLY_ROUTES, setViewerSignedIn } = actual;

export function isAvailableRoute(to: string): boolean {
  return actual.isAvailableRoute(to, AVAILABLE_ROUTES);
}
