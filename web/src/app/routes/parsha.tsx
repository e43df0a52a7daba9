import { ParshaReader } from '@/features/parsha/components/parsha-reader';
import { useUser } from '@/lib/auth';

/** `/parsha`: the Torah reader, for visitors and signed-in users alike (spec core 2.1). */
export function ParshaRoute() {
  const { user } = useUser();
  return <ParshaReader user={user} />;
}
