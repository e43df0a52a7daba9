import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useChatStats } from '../api/get-chat-stats';
import { LoadError } from '@/components/ui/load-error';

/** Today's Stats on the teacher dashboard: counted by the server since the start of the teacher's day. */
export function TodaysStats() {
  const stats = useChatStats();
  const figures = stats.data?.stats;

  return (
    <Card title="Today's Stats" className="todays-stats" aria-busy={stats.isFetching || undefined}>
      {figures ? (
        <>
          <dl className="figure-list">
            <Figure label="Students active" value={figures.activeStudents} />
            <Figure label="Messages" value={figures.messages} />
            <Figure label="Questions to Morah" value={figures.questions} />
            <Figure label="Badges earned" value={figures.badgesEarned} />
          </dl>
          {stats.isError ? (
            <div className="todays-stats__stale">
              <p className="muted">These figures could not be updated just now.</p>
              <Button variant="secondary" onClick={() => void stats.refetch()}>
                Try Again
              </Button>
            </div>
          ) : null}
        </>
      ) : stats.isError ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <p className="muted">Loading today's figures...</p>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="figure-list__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
