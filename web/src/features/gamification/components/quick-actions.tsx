import { ActivityTile, type ActivityLink } from '@/components/ui/activity-tile';
import { notify } from '@/components/toaster/notify';
import { availableLinks } from '@/config/navigation';
import { errorMessage } from '@/lib/error-message';
import { useDailyCheckIn } from '../api/update-streak';

/** Spec core 2.7's Quick Actions that open a page, each shown once its page exists. */
const PAGE_ACTIONS: readonly ActivityLink[] = [
  { to: '/parsha', icon: 'scroll', title: 'Read Torah', text: "Read this week's parsha" },
  { to: '/coloring', icon: 'palette', title: 'Color & Learn', text: 'Color the Hebrew letters' },
  { to: '/games', icon: 'puzzle', title: 'Play Games', text: 'Learn while you play' },
];

/** Spec core 2.7: Read Torah, Color & Learn, Play Games, and the Daily Check-in. */
export function QuickActions({ userId }: { userId: number }) {
  const checkIn = useDailyCheckIn(userId);
  const alreadyCheckedIn = checkIn.isSuccess && checkIn.data.bonusXP === 0;

  const onCheckIn = () =>
    checkIn.mutate(undefined, {
      onError: (error) => notify({ title: 'Check-in did not work', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <section className="quick-actions" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">Quick Actions</h2>
      <ul className="activity-grid">
        {availableLinks(PAGE_ACTIONS).map((action) => (
          <li key={action.to}>
            <ActivityTile {...action} />
          </li>
        ))}
        <li>
          <ActivityTile onClick={onCheckIn} busy={checkIn.isPending} icon="flame" title="Daily Check-in" text="Check in to grow your streak" />
        </li>
      </ul>
      <p className="quick-actions__note" role="status">
        {alreadyCheckedIn ? 'Already checked in today. See you tomorrow!' : ''}
      </p>
    </section>
  );
}
