import { Card } from '@/components/ui/card';

const ACTIONS = ['Start Group Discussion', 'Assign Reading', 'Award Badges'] as const;

/**
 * Spec content 2: the teacher's Quick Actions. In the spec they do nothing; Morah has no group
 * discussions, reading assignments or teacher-given badges, so they are shown disabled and say so.
 */
export function QuickActions() {
  return (
    <Card title="Quick Actions" className="quick-actions">
      <p className="muted" id="quick-actions-hint">
        Group discussions, reading assignments and badges given by teachers are not part of Morah yet.
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
