import type { DailyChallengeView } from '@morah/contracts';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

/** Today's challenges: each with its progress toward the target, its reward, and a done state. */
export function DailyChallenges({ challenges }: { challenges: DailyChallengeView[] }) {
  return (
    <Card title="Daily Challenges" className="challenges">
      {challenges.length === 0 ? (
        <p className="empty-state">No challenges today. Come back tomorrow for new ones!</p>
      ) : (
        <ul className="challenge-list">
          {challenges.map((challenge) => (
            <li key={challenge.type} className="challenge-list__item">
              <ChallengeItem challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ChallengeItem({ challenge }: { challenge: DailyChallengeView }) {
  const { title, description, targetValue, rewardXP, userProgress } = challenge;
  const done = userProgress.isCompleted;
  const current = done ? targetValue : Math.min(userProgress.currentProgress, targetValue);
  return (
    <article className={done ? 'challenge challenge--done' : 'challenge'} data-done={done ? 'true' : 'false'}>
      <div className="challenge__head">
        <h3 className="challenge__title">{title}</h3>
        <span className="challenge__reward">+{rewardXP} XP</span>
      </div>
      <p className="challenge__description">{description}</p>
      <ProgressBar value={current} max={targetValue} label={`${title}: ${current} of ${targetValue}`} hideLabel />
      <p className="challenge__status">
        {done ? (
          <>
            <svg className="challenge__check" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Done!
          </>
        ) : (
          `${current} of ${targetValue}`
        )}
      </p>
    </article>
  );
}
