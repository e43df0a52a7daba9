import type { User } from '@morah/contracts';
import { ColoringBook } from '@/features/coloring/components/coloring-book';

/** `/coloring`: the Hebrew coloring book; anyone may color, signed-in users may save. */
export function ColoringRoute({ user }: { user: User | null }) {
  return <ColoringBook user={user} />;
}
