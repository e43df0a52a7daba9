import type { LearningGoal, ParentChildDashboard } from '@morah/contracts';
import { BadgeIcon } from '@/components/badge-icon/badge-icon';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatWhen } from '@/lib/format-when';
import { WeeklyMinutesChart } from './weekly-minutes-chart';

export interface ChildDashboardFiguresProps {
  dashboard: ParentChildDashboard;
  /** The parent's daily minutes goal (this device). */
  goal: number;
  goalIsCustom: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Level, streak, sessions, topics, the week's minutes, recent activity, goals and achievements of one child. */
export function ChildDashboardFigures({ dashboard: d, goal, goalIsCustom }: ChildDashboardFiguresProps) {
  const goals = d.learningGoals.map((g): LearningGoal =>
    g.key === 'weekly_minutes' ? { ...g, target: goal * 7, detail: `A goal of ${goal} minutes a day${goalIsCustom ? ' (set on this device)' : ''}` } : g,
  );
  const activityTopics = d.favouriteTopics.filter((t) => t.source === 'activity');
  const questions = d.favouriteTopics.filter((t) => t.source === 'conversation');

  return (
    <div className="child-figures">
      <div className="child-figures__stats">
        <Card title="Level" headingLevel={3} className="stat-card">
          <p className="stat-card__value">
            Level {d.level} <span className="stat-card__unit">· {d.xp} XP</span>
          </p>
          <ProgressBar value={d.levelProgress} label={`${d.levelProgress}% of the way to level ${d.level + 1}`} />
        </Card>
        <Card title="Streak" headingLevel={3} className="stat-card">
          <p className="stat-card__value">{plural(d.streak.current, 'day', 'days')}</p>
          <p className="muted">Longest: {plural(d.streak.longest, 'day', 'days')}</p>
        </Card>
        <Card title="Sessions" headingLevel={3} className="stat-card">
          <p className="stat-card__value">{plural(d.sessions.activeDays, 'learning day', 'learning days')}</p>
          <p className="muted">
            In the last {d.sessions.windowDays} days · {plural(d.sessions.totalActivities, 'activity', 'activities')} in all
          </p>
        </Card>
      </div>

      <Card title="Weekly Learning Minutes" headingLevel={3} className="child-figures__chart">
        <WeeklyMinutesChart days={d.weeklyMinutes} goal={goal} />
      </Card>

      <div className="child-figures__columns">
        <Card title="Favourite Topics" headingLevel={3}>
          {d.favouriteTopics.length === 0 ? (
            <p className="muted">Nothing yet.</p>
          ) : (
            <ul className="topic-list">
              {activityTopics.map((t) => (
                <li key={t.label} className="topic-list__item">
                  <span className="topic-list__label">{t.label}</span>
                  <span className="muted">{plural(t.minutes, 'minute', 'minutes')}</span>
                </li>
              ))}
              {questions.map((t, i) => (
                <li key={`${t.label}-${i}`} className="topic-list__item topic-list__item--question" dir="auto">
                  {t.label}
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title="Recent Activity" headingLevel={3}>
          {d.recentActivity.length === 0 ? (
            <p className="muted">Nothing yet.</p>
          ) : (
            <ul className="activity-feed">
              {d.recentActivity.map((a) => (
                <li key={`${a.kind}-${a.id}`} className="activity-feed__item">
                  <span className="activity-feed__label">{a.label}</span>
                  <span className="activity-feed__meta">
                    {a.xp > 0 ? <span className="activity-feed__xp">+{a.xp} XP</span> : null}
                    <time dateTime={a.at}>{formatWhen(a.at)}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title="Learning Goals" headingLevel={3}>
          <ul className="goal-list">
            {goals.map((g) => (
              <li key={g.key} className="goal-list__item">
                <ProgressBar value={Math.min(g.current, g.target)} max={g.target} label={`${g.label}: ${g.current} of ${g.target}`} />
                <p className="muted goal-list__detail">{g.detail}</p>
              </li>
            ))}
          </ul>
        </Card>

        <Card title="Recent Achievements" headingLevel={3}>
          {d.recentAchievements.length === 0 ? (
            <p className="muted">No badges yet. The first one is close!</p>
          ) : (
            <ul className="achievement-list">
              {d.recentAchievements.map((b) => (
                <li key={b.id} className="achievement-list__item">
                  <BadgeIcon type={b.iconType} size="sm" earned title={b.name} />
                  <span className="achievement-list__text">
                    <span className="achievement-list__name">{b.name}</span>
                    <span className="muted">
                      Earned <time dateTime={b.earnedAt}>{formatWhen(b.earnedAt)}</time>
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
