import type { StudentSummary } from '@morah/contracts';
import { Avatar } from '@/components/avatar/avatar';
import { PageLoader } from '@/components/ui/page-loader';
import { useChildDashboard } from '../api/get-child-dashboard';
import { useDailyGoal } from '../hooks/use-daily-goal';
import { sampleDashboard } from '../utils/sample-dashboard';
import { ChildDashboardFigures } from './child-dashboard-figures';
import { ParentTools } from './parent-tools';
import { LoadError } from '@/components/ui/load-error';

export interface ChildDashboardPanelProps {
  child: StudentSummary;
  onReviewChats: (child: StudentSummary) => void;
}

/**
 * One child's progress. Until the child has any activity the figures are the spec's samples, marked
 * 'Sample', so a parent sees what the page will show without mistaking it for their child's learning.
 */
export function ChildDashboardPanel({ child, onReviewChats }: ChildDashboardPanelProps) {
  const query = useChildDashboard(child.id);
  const { goal, isCustom, save } = useDailyGoal(child.id);

  if (query.isPending) return <PageLoader label={`Loading ${child.firstName}'s progress...`} />;
  if (query.isError) {
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} />
    );
  }

  const real = query.data.dashboard;
  const isSample = !real.hasData;
  const dashboard = isSample ? sampleDashboard(real) : real;
  const name = `${real.child.firstName} ${real.child.lastName}`;

  return (
    <div className="child-dashboard" data-sample={isSample ? 'true' : 'false'}>
      <header className="child-dashboard__header">
        <Avatar avatar={real.child} size={56} />
        <div>
          <h3 className="child-dashboard__name">
            {name}
            {isSample ? <span className="pill pill--sun sample-tag">Sample</span> : null}
          </h3>
          {isSample ? (
            <p className="child-dashboard__sample-note">
              These are sample figures, to show what you will see here. They turn into {real.child.firstName}'s real progress once{' '}
              {real.child.firstName} starts learning.
            </p>
          ) : null}
        </div>
      </header>
      <ChildDashboardFigures dashboard={dashboard} goal={goal} goalIsCustom={isCustom} />
      <ParentTools dashboard={dashboard} isSample={isSample} goal={goal} onSaveGoal={save} onReviewChats={() => onReviewChats(child)} />
    </div>
  );
}
