import { Card } from '@/components/ui/card';

const ACTIONS = ['Start Group Discussion', 'Assign Reading', 'Award Badges'] as const;

/** Spec content 2: the teacher's Quick Actions. None acts yet, so each says so rather than pretending. */
export function QuickActions() {
  return (
    <Card title="Quick Actions" className="quick-actions">
      <p className="muted" id="quick-actions-hint">
        Coming soon: these tools are on their way.
      </p>
      <div className="quick-actions__list">
        {ACTIONS.map((action) => (
          <button key={action} type="button" className="btn btn--secondary btn--md quick-actions__button" disabled aria-describedby="quick-actions-hint">
            {action}
          </button>
        ))}
      </div>
    </Card>
  );
}
