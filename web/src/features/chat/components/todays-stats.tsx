import { Card } from '@/components/ui/card';
import { useThreads } from '../api/get-threads';
import { todaysFigures } from '../utils/teacher-figures';

/**
 * Sample figures from spec content 9, shown until the data exists: badges awarded today (no badges
 * yet) and questions to Morah today (the thread list does not count messages by sender and day).
 */
const SAMPLE_BADGES_TODAY = 8;
const SAMPLE_QUESTIONS_TODAY = 67;

/** Today's Stats on the teacher dashboard: real counts from the thread list where it can answer. */
export function TodaysStats() {
  const threads = useThreads();
  const figures = todaysFigures(threads.data?.threads ?? []);
  return (
    <Card title="Today's Stats" className="todays-stats">
      <dl className="figure-list">
        <div className="figure-list__row">
          <dt>Students active</dt>
          <dd>{figures.activeStudents}</dd>
        </div>
        <div className="figure-list__row">
          <dt>Messages in today's chats</dt>
          <dd>{figures.messagesInTodaysChats}</dd>
        </div>
        <div className="figure-list__row">
          <dt>Questions to Morah</dt>
          <dd>{SAMPLE_QUESTIONS_TODAY}</dd>
        </div>
        <div className="figure-list__row">
          <dt>Badges earned</dt>
          <dd>{SAMPLE_BADGES_TODAY}</dd>
        </div>
      </dl>
    </Card>
  );
}
