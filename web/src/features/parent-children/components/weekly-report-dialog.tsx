import type { ParentChildDashboard } from '@morah/contracts';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDay } from '../utils/format-when';

export interface WeeklyReportDialogProps {
  dashboard: ParentChildDashboard;
  /** The parent's daily minutes goal. */
  goal: number;
  isSample: boolean;
  onClose: () => void;
}

/** A printable summary of the child's last 7 days, from the same figures as the dashboard. */
export function WeeklyReportDialog({ dashboard, goal, isSample, onClose }: WeeklyReportDialogProps) {
  const titleId = useId();
  const { child, weeklyMinutes: days } = dashboard;
  const name = `${child.firstName} ${child.lastName}`;
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  const minutes = days.reduce((sum, d) => sum + d.minutes, 0);
  const xp = days.reduce((sum, d) => sum + d.xp, 0);
  const learnedDays = days.filter((d) => d.minutes > 0).length;
  const goalDays = days.filter((d) => d.minutes >= goal).length;
  const questions = dashboard.learningGoals.find((g) => g.key === 'weekly_questions')?.current ?? 0;
  const badges = dashboard.badgesThisWeek;
  const asked = dashboard.favouriteTopics.filter((t) => t.source === 'conversation');

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="weekly-report">
      <div className="weekly-report__body">
        <header className="weekly-report__header">
          <h2 id={titleId} className="weekly-report__title">
            Weekly Progress Report
          </h2>
          <p className="weekly-report__meta">
            {name}
            {first && last ? ` · ${formatDay(first)} to ${formatDay(last)}` : null}
            {isSample ? <span className="pill pill--sun sample-tag">Sample</span> : null}
          </p>
        </header>

        <dl className="weekly-report__figures">
          <div>
            <dt>Minutes of learning</dt>
            <dd>{minutes}</dd>
          </div>
          <div>
            <dt>Days with learning</dt>
            <dd>{learnedDays} of 7</dd>
          </div>
          <div>
            <dt>Days at the {goal}-minute goal</dt>
            <dd>{goalDays}</dd>
          </div>
          <div>
            <dt>Questions for Morah</dt>
            <dd>{questions}</dd>
          </div>
          <div>
            <dt>XP earned</dt>
            <dd>{xp}</dd>
          </div>
          <div>
            <dt>Level</dt>
            <dd>
              {dashboard.level} ({dashboard.xp} XP)
            </dd>
          </div>
          <div>
            <dt>Learning streak</dt>
            <dd>{dashboard.streak.current === 1 ? '1 day' : `${dashboard.streak.current} days`}</dd>
          </div>
        </dl>

        <table className="data-table weekly-report__table">
          <caption className="visually-hidden">Minutes and XP each day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Minutes</th>
              <th scope="col">XP</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day)}</th>
                <td>{d.minutes}</td>
                <td>{d.xp}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h3 className="weekly-report__subtitle">Badges this week</h3>
        {badges.length ? (
          <ul className="weekly-report__list">
            {badges.map((b) => (
              <li key={b.id}>{b.name}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">No new badges this week.</p>
        )}

        {asked.length ? (
          <>
            <h3 className="weekly-report__subtitle">Recent questions</h3>
            <ul className="weekly-report__list">
              {asked.map((t, i) => (
                <li key={`${t.label}-${i}`} dir="auto">
                  {t.label}
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <p className="muted weekly-report__note">Minutes count study time and reading as recorded, the time each game and quiz took, and 1 minute for each question, 2 for each colored page and 3 for each parsha reading. XP is every point earned, badges and streak bonuses included.</p>

        <div className="weekly-report__actions">
          <Button onClick={() => window.print()}>Print</Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
