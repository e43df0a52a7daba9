import type { StudentSummary } from '@morah/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useChildDeletion } from '../hooks/use-child-deletion';
import { DataExportPanel } from './data-export-panel';
import { DeleteChildDialog } from './delete-child-dialog';
import '../privacy.css';

/** A linked child's data on the parent dashboard: download it, or delete the account. */
export function ChildPrivacyActions({ child }: { child: StudentSummary }) {
  const [open, setOpen] = useState(false);
  const { deletion, started } = useChildDeletion({ dialogOpen: open });
  return (
    <div className="child-privacy" role="group" aria-label={`${child.firstName}'s data`}>
      <DataExportPanel childId={child.id} whose={`${child.firstName}'s data`} />
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      {open ? <DeleteChildDialog child={child} deletion={deletion} onStarted={started} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
