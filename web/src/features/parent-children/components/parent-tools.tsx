import type { ParentChildDashboard } from '@morah/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { GoalSettingsDialog } from './goal-settings-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { WeeklyReportDialog } from './weekly-report-dialog';

export interface ParentToolsProps {
  dashboard: ParentChildDashboard;
  isSample: boolean;
  goal: number;
  onSaveGoal: (minutes: number) => void;
  /** Shows the Conversations section with only this child's chats. */
  onReviewChats: () => void;
}

type Tool = 'report' | 'goals' | 'schedule' | null;

/** Spec content 2's four Parent Tools, each doing what its name says. */
export function ParentTools({ dashboard, isSample, goal, onSaveGoal, onReviewChats }: ParentToolsProps) {
  const [open, setOpen] = useState<Tool>(null);
  const close = () => setOpen(null);
  const name = dashboard.child.firstName;
  return (
    <Card title="Parent Tools" headingLevel={3} className="parent-tools">
      <div className="parent-tools__grid">
        <Button variant="secondary" onClick={() => setOpen('report')}>
          Weekly Progress Report
        </Button>
        <Button variant="secondary" onClick={() => setOpen('goals')}>
          Learning Goals Settings
        </Button>
        <Button variant="secondary" onClick={onReviewChats}>
          Chat History Review
        </Button>
        <Button variant="secondary" onClick={() => setOpen('schedule')}>
          Schedule Learning Time
        </Button>
      </div>
      {open === 'report' ? <WeeklyReportDialog dashboard={dashboard} goal={goal} isSample={isSample} onClose={close} /> : null}
      {open === 'goals' ? <GoalSettingsDialog childName={name} goal={goal} onSave={onSaveGoal} onClose={close} /> : null}
      {open === 'schedule' ? <ScheduleDialog childName={name} onClose={close} /> : null}
    </Card>
  );
}
