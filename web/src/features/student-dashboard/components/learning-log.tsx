import { STUDY_XP_PER_MINUTE } from '@morah/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/toaster/notify';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { newActivityKey, useRecordActivity } from '../api/record-activity';
import '../student-home.css';

const MINUTE_CHOICES = [5, 10, 15, 30] as const;

const minutesInWords = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/** The whole minutes the server said can be saved now, when it refused more time than has passed. */
function loggableMinutesOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.body?.error.code !== 'validation_failed') return null;
  const details = error.body.error.details;
  const first = Array.isArray(details) ? (details[0] as { loggableMinutes?: unknown } | undefined) : undefined;
  return typeof first?.loggableMinutes === 'number' && first.loggableMinutes >= 1 ? first.loggableMinutes : null;
}

/** 'How long did you learn today?': records study time; the server decides the XP. */
export function LearningLog() {
  const record = useRecordActivity();
  // More time than has passed was refused: the time that can be saved now, offered in one tap.
  const [offer, setOffer] = useState<{ minutes: number; message: string } | null>(null);

  const onPick = (minutes: number) => {
    setOffer(null);
    record.mutate(
      { activityType: 'study_time', duration: minutes * 60, xpEarned: minutes * STUDY_XP_PER_MINUTE, idempotencyKey: newActivityKey() },
      {
        onSuccess: (award) => {
          // Past the day's cap the time is still saved, and the server says so in words.
          notify({ title: `+${award.xpAwarded} XP!`, description: award.message ?? `Great learning! ${minutes} minutes saved.` });
        },
        onError: (error) => {
          const loggable = loggableMinutesOf(error);
          if (loggable !== null) {
            setOffer({ minutes: loggable, message: errorMessage(error) });
            return;
          }
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
      <div role="status" className="learning-log__offer">
        {offer ? (
          <>
            <p>{offer.message}</p>
            <Button disabled={record.isPending} onClick={() => onPick(offer.minutes)}>
              Save {minutesInWords(offer.minutes)}
            </Button>
          </>
        ) : null}
      </div>
    </Card>
  );
}
