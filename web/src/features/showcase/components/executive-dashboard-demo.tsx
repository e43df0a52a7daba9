import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { LearnerProgressResponse } from '@morah/contracts';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useParentChildren, useTeacherClasses } from '../api/showcase-queries';
import { SAMPLE_STUDENTS, type StudentSummary } from '../data/sample-data';
import { groupMetrics, learnerSummary } from '../utils/learner-summary';
import { SampleTag } from './sample-tag';

const PERIODS = ['week', 'month', 'quarter'] as const;
type Period = (typeof PERIODS)[number];
const TABS = ['Overview', 'Performance Analysis', 'Learning Insights'] as const;
const MAX_LEARNERS = 30;
const TREND_WORDS = { up: '▲ more', down: '▼ less', stable: '► same' } as const;
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The learners the viewer may follow: a teacher's students, a parent's children. */
function useMyLearners(role: string | undefined) {
  const classes = useTeacherClasses(role === 'teacher');
  const children = useParentChildren(role === 'parent');
  const source = role === 'teacher' ? classes : role === 'parent' ? children : null;
  const people =
    role === 'teacher'
      ? [...new Map((classes.data?.classes ?? []).flatMap((c) => c.students).map((s) => [s.id, s])).values()]
      : (children.data?.children ?? []);
  const list = people.slice(0, MAX_LEARNERS);
  const progress = useQueries({
    queries: list.map((p) => ({
      queryKey: ['/api/learners', p.id, 'progress'],
      queryFn: () => api.get<LearnerProgressResponse>(`/api/learners/${p.id}/progress?tz=${encodeURIComponent(timeZone())}`),
    })),
  });
  const pending = (source?.isPending ?? false) || progress.some((q) => q.isPending);
  const error = source?.error ?? progress.find((q) => q.error)?.error ?? null;
  const rows = list.flatMap((p, i) => {
    const data = progress[i]?.data;
    return data ? [learnerSummary(p.id, `${p.firstName} ${p.lastName.charAt(0)}.`, data)] : [];
  });
  return { enabled: source !== null, pending, error, rows, retry: () => void source?.refetch() };
}

/** Executive Dashboard: 'Class Management' for a teacher, 'Child Progress' for everyone else, from real learners where there are any. */
export function ExecutiveDashboardDemo() {
  const { user } = useUser();
  const [period, setPeriod] = useState<Period>('week');
  const [tab, setTab] = useState<(typeof TABS)[number]>('Overview');
  const learners = useMyLearners(user?.role);
  const title = user?.role === 'teacher' ? 'Class Management' : 'Child Progress';
  if (learners.enabled && learners.pending) return <PageLoader />;
  if (learners.error) return <LoadError error={learners.error} onRetry={learners.retry} />;
  const real = learners.rows.length > 0;
  const rows = real ? learners.rows : SAMPLE_STUDENTS;
  const metrics = groupMetrics(rows);

  return (
    <div className="exec">
      <div className="exec__head">
        <h3 className="exec__title">{title}</h3>
        <div className="exec__periods" role="group" aria-label="Period">
          {PERIODS.map((p) => (
            <button key={p} type="button" className="pill-button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {p}
            </button>
          ))}
        </div>
      </div>
      {real ? (
        <p className="muted">
          {user?.role === 'teacher' ? 'Your students' : 'Your children'}, from real learning.{' '}
          {period === 'week' ? 'XP and activity of the last 7 days.' : `Morah keeps day-by-day figures for 7 days, so for a ${period} XP shows the total so far.`}
        </p>
      ) : (
        <SampleTag note={user?.role === 'teacher' || user?.role === 'parent' ? 'No learners linked yet, so these are sample figures.' : undefined} />
      )}
      <div role="tablist" aria-label="Dashboard views" className="studio__tabs">
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={t === tab} className="studio__tab" onClick={() => setTab(t)}>
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab} className="exec__panel">
        {tab === 'Overview' ? <Overview metrics={metrics} /> : tab === 'Performance Analysis' ? <Performance rows={rows} period={period} real={real} /> : <Insights rows={rows} />}
      </div>
    </div>
  );
}

function Overview({ metrics }: { metrics: ReturnType<typeof groupMetrics> }) {
  return (
    <div>
      <dl className="showcase-stats">
        <div className="showcase-stats__item">
          <dt>Learners</dt>
          <dd>{metrics.totalStudents}</dd>
        </div>
        <div className="showcase-stats__item">
          <dt>Active this week</dt>
          <dd>{metrics.activeThisWeek}</dd>
        </div>
        <div className="showcase-stats__item">
          <dt>Lessons completed</dt>
          <dd>{metrics.lessonsCompleted}</dd>
        </div>
        <div className="showcase-stats__item">
          <dt>Average score</dt>
          <dd>{metrics.averageScore === null ? 'No quizzes yet' : `${metrics.averageScore}%`}</dd>
        </div>
      </dl>
      <div className="showcase-columns">
        <section className="showcase-panel" aria-labelledby="exec-top">
          <h4 id="exec-top">Most XP this week</h4>
          {metrics.topPerformers.length ? (
            <ol>
              {metrics.topPerformers.map((s) => (
                <li key={s.id}>
                  {s.name}: {s.xpThisWeek} XP
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">Nobody has learned this week yet.</p>
          )}
        </section>
        <section className="showcase-panel" aria-labelledby="exec-attention">
          <h4 id="exec-attention">Could use a hand</h4>
          {metrics.needsAttention.length ? (
            <ul>
              {metrics.needsAttention.map((s) => (
                <li key={s.id}>
                  {s.name}: {s.xpThisWeek === 0 ? 'no learning this week' : s.strugglingWith.length ? `finding ${s.strugglingWith.join(', ')} hard` : 'learning less than before'}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Everyone is on their way.</p>
          )}
        </section>
      </div>
    </div>
  );
}

function Performance({ rows, period, real }: { rows: readonly StudentSummary[]; period: Period; real: boolean }) {
  return (
    <div className="marketing-table-wrap">
      <table className="data-table exec__table">
        <thead>
          <tr>
            <th scope="col">Learner</th>
            <th scope="col">Level</th>
            <th scope="col">{period === 'week' || !real ? `XP this ${period}` : 'XP so far'}</th>
            <th scope="col">Lessons</th>
            <th scope="col">Average score</th>
            <th scope="col">Trend</th>
            <th scope="col">Last active</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>{s.currentLevel}</td>
              <td>{real || period === 'week' ? s.xpThisWeek : s.xpThisWeek * (period === 'month' ? 4 : 12)}</td>
              <td>{s.lessonsCompleted}</td>
              <td>{s.averageScore === null ? '–' : `${s.averageScore}%`}</td>
              <td>{TREND_WORDS[s.engagementTrend]}</td>
              <td>{s.lastActive}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Insights({ rows }: { rows: readonly StudentSummary[] }) {
  const focus = new Map<string, number>();
  for (const s of rows) for (const f of s.focusAreas) focus.set(f, (focus.get(f) ?? 0) + 1);
  const hard = new Map<string, number>();
  for (const s of rows) for (const h of s.strugglingWith) hard.set(h, (hard.get(h) ?? 0) + 1);
  return (
    <div className="showcase-columns">
      <section className="showcase-panel" aria-labelledby="exec-focus">
        <h4 id="exec-focus">Where the time goes</h4>
        {focus.size ? (
          <ul>
            {[...focus].sort((a, b) => b[1] - a[1]).map(([topic, n]) => (
              <li key={topic}>
                {topic}: {n} {n === 1 ? 'learner' : 'learners'}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Not enough learning yet to tell.</p>
        )}
      </section>
      <section className="showcase-panel" aria-labelledby="exec-hard">
        <h4 id="exec-hard">Worth another look</h4>
        {hard.size ? (
          <ul>
            {[...hard].map(([topic, n]) => (
              <li key={topic}>
                {topic}: {n} {n === 1 ? 'learner' : 'learners'} under 60%
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No subject below 60% on quizzes.</p>
        )}
      </section>
    </div>
  );
}
