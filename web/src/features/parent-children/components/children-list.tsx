import type { StudentSummary } from '@morah/contracts';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { useChildren } from '../api/get-children';
import { LoadError } from '@/components/ui/load-error';
import '../parent-dashboard.css';

export interface ChildrenListProps {
  /** Shown under each child (their data's download and deletion). */
  childActions?: ((child: StudentSummary) => ReactNode) | undefined;
}

export function ChildrenList({ childActions }: ChildrenListProps) {
  const children = useChildren();
  if (children.isPending) return <PageLoader label="Loading your children..." />;
  if (children.isError) {
    return (
      <LoadError error={children.error} onRetry={() => void children.refetch()} />
    );
  }
  if (children.data.children.length === 0) {
    return <p className="empty-state">No children here yet. Create an account for your child, or link the account they already have.</p>;
  }
  return (
    <ul className="child-list">
      {children.data.children.map((child) => (
        <li key={child.id} className="child-list__item">
          <p className="child-list__name">
            {child.firstName} {child.lastName}
          </p>
          <p className="child-list__meta">
            <span>
              Username: <strong>{child.username}</strong>
            </span>
            <span>
              Level <strong>{child.level}</strong>
            </span>
            <span>
              <strong>{child.xp}</strong> XP
            </span>
          </p>
          {childActions?.(child)}
        </li>
      ))}
    </ul>
  );
}
