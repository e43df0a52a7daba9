import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { useUser } from '@/lib/auth';
import { useLearnerProgress, useParentChildren } from '../api/showcase-queries';
import { SAMPLE_ANALYTICS, type AnalyticsData } from '../data/sample-data';
import { analyticsFrom, proficiencyColor } from '../utils/analytics-from';
import { SampleTag } from './sample-tag';

const TREND = { up: { arrow: '▲', word: 'rising' }, down: { arrow: '▼', word: 'falling' }, stable: { arrow: '►', word: 'steady' } } as const;

/** Learning Analytics: a student's own week (a parent's first child's), or the sample, marked 'Sample'. */
export function AnalyticsDemo() {
  const { user } = useUser();
  const children = useParentChildren(user?.role === 'parent');
  const learnerId = user?.role === 'student' ? user.id : (children.data?.children[0]?.id ?? null);
  const progress = useLearnerProgress(learnerId);
  if (learnerId !== null && progress.isPending) return <PageLoader />;
  if (progress.isError) return <LoadError error={progress.error} onRetry={() => void progress.refetch()} />;
  const real = progress.data ? analyticsFrom(progress.data) : null;
  const whose = user?.role === 'parent' && children.data?.children[0] ? `${children.data.children[0].firstName}’s week` : 'Your week';
  return (
    <div>
      {real ? <p className="muted">{whose}, from real learning.</p> : <SampleTag note={learnerId !== null ? 'Nothing learned yet, so these are sample figures.' : undefined} />}
      <AnalyticsView data={real ?? SAMPLE_ANALYTICS} />
    </div>
  );
}

export function AnalyticsView({ data }: { data: AnalyticsData }) {
  const maxMinutes = Math.max(30, ...data.weeklyProgress.map((d) => d.minutes));
  return (
    <div className="analytics">
      <dl className="showcase-stats">
        <Stat label="Learning Streak" value={`${data.streakDays} ${data.streakDays === 1 ? 'day' : 'days'}`} />
        <Stat label="Total XP" value={data.totalXP.toLocaleString('en-US')} />
        <Stat label="Lessons Completed" value={String(data.lessonsCompleted)} />
        <Stat label="Average Score" value={data.averageScore === null ? 'No quizzes yet' : `${data.averageScore}%`} />
      </dl>

      <section aria-labelledby="analytics-week" className="showcase-panel">
        <h3 id="analytics-week">This week</h3>
        <ul className="week-chart" aria-label="Minutes learned each day">
          {data.weeklyProgress.map((d) => (
            <li key={d.day} className="week-chart__day">
              <span className="week-chart__bar-wrap" tabIndex={0} aria-label={`${d.day}: ${d.minutes} minutes, ${d.xp} XP`}>
                <span className="week-chart__bar" style={{ height: `${Math.max(4, (d.minutes / maxMinutes) * 100)}%` }} />
                <span className="week-chart__tip" role="tooltip">
                  {d.minutes} min · {d.xp} XP
                </span>
              </span>
              <span className="week-chart__label">{d.day}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="showcase-columns">
        <section aria-labelledby="analytics-breakdown" className="showcase-panel">
          <h3 id="analytics-breakdown">Activity breakdown</h3>
          {data.activityBreakdown.length === 0 ? <p className="muted">No activities yet.</p> : null}
          <ul className="bar-list">
            {data.activityBreakdown.map((a) => (
              <li key={a.activity}>
                <span className="bar-list__label">
                  {a.activity} <strong>{a.percentage}%</strong>
                </span>
                <span className="bar-list__track">
                  <span className="bar-list__fill" style={{ width: `${a.percentage}%`, background: a.color }} />
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="analytics-subjects" className="showcase-panel">
          <h3 id="analytics-subjects">Subject Proficiency</h3>
          {data.focusAreas.length === 0 ? <p className="muted">Take a quiz to see how each subject is going.</p> : null}
          <ul className="bar-list">
            {data.focusAreas.map((f) => (
              <li key={f.subject}>
                <span className="bar-list__label">
                  {f.subject} <strong>{f.proficiency}%</strong>{' '}
                  <span className={`trend trend--${f.trend}`} aria-label={TREND[f.trend].word} title={TREND[f.trend].word}>
                    {TREND[f.trend].arrow}
                  </span>
                </span>
                <span className="bar-list__track">
                  <span className={`bar-list__fill proficiency--${proficiencyColor(f.proficiency)}`} style={{ width: `${f.proficiency}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="showcase-stats__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
