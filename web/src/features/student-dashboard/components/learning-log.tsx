import { STUDY_XP_PER_MINUTE } from '@morah/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/toaster/notify';
import { errorMessage } from '@/lib/error-message';
import { newActivityKey, useRecordActivity } from '../api/record-activity';

const MINUTE_CHOICES = [5, 10, 15, 30] as const;

/** 'How long did you learn today?': records study time; the server decides the XP. */
export function LearningLog() {
  const record = useRecordActivity();

  const onPick = (minutes: number) => {
    record.mutate(
      { activityType: 'study_time', duration: minutes * 60, xpEarned: minutes * STUDY_XP_PER_MINUTE, idempotencyKey: newActivityKey() },
      {
        onSuccess: (award) => {
          // Past the day's cap the time is still saved, and the server says so in words.
          notify({ title: `+${award.xpAwarded} XP!`, description: award.message ?? `Great learning! ${minutes} minutes saved.` });
        },
        onError: (error) => {
          notify({ title: 'Could not save your learning', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card title="Learning Log" className="learning-log">
      <p className="learning-log__question" id="learning-log-question">
        How long did you learn today?
      </p>
      <div className="learning-log__choices" role="group" aria-labelledby="learning-log-question">
        {MINUTE_CHOICES.map((minutes) => (
          <Button
            key={minutes}
            size="lg"
            variant="secondary"
            className="learning-log__choice"
            disabled={record.isPending}
            onClick={() => onPick(minutes)}
          >
            <span className="learning-log__minutes">{minutes}</span> minutes
          </Button>
        ))}
      </div>
    </Card>
  );
}
