import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/error-message';
import { useChildren } from '../api/get-children';

export function ChildrenList() {
  const children = useChildren();
  if (children.isPending) return <PageLoader label="Loading your children..." />;
  if (children.isError) {
    return (
      <div className="error-state">
        <FormAlert message={errorMessage(children.error)} />
        <Button variant="secondary" onClick={() => void children.refetch()}>
          Try Again
        </Button>
      </div>
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
        </li>
      ))}
    </ul>
  );
}
