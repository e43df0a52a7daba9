import { ShowcasePage } from '@/features/showcase/components/showcase-page';

/** `/showcase`: the Premium Features Showcase and its nine demos. */
export function ShowcaseRoute() {
  return <ShowcasePage />;
}
