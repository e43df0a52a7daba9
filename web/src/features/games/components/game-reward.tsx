import type { GameId, GameResultBody } from '@morah/contracts';
import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { LOGIN_URL } from '@/config/navigation';
import { useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { usePostGameResult } from '../api/post-game-result';

/**
 * Sends a finished game to the server once, and says what it earned. The server decides the XP: what
 * it answers is what the child sees. A visitor is invited to log in to keep their score.
 */
export function GameReward({ gameId, result }: { gameId: GameId; result: GameResultBody }) {
  const { user } = useUser();
  const post = usePostGameResult(gameId);
  const sent = useRef(false);
  const isStudent = user?.role === 'student';

  useEffect(() => {
    if (!isStudent || sent.current) return;
    sent.current = true;
    post.mutate(result);
  }, [isStudent, post, result]);

  if (!user) {
    return (
      <p className="game-reward">
        <a href={LOGIN_URL} className={buttonClass('secondary')}>
          Log in to save your score and earn XP
        </a>
      </p>
    );
  }
  if (!isStudent) return null;
  if (post.isPending || post.isIdle) return <p className="game-reward" role="status">Saving your score...</p>;
  if (post.isError) {
    return (
      <div className="game-reward" role="alert">
        <p>{errorMessage(post.error)}</p>
        <Button variant="secondary" onClick={() => post.mutate(result)}>
          Try Again
        </Button>
      </div>
    );
  }
  const { xpGained, dailyCapReached, newBest, bestScore } = post.data;
  return (
    <div className="game-reward" role="status" data-testid="game-reward">
      {xpGained > 0 ? <p className="game-reward__xp">+{xpGained} XP Earned</p> : null}
      {dailyCapReached ? <p>You have collected today's XP for this game. Play for fun, and come back tomorrow for more XP!</p> : null}
      <p>{newBest ? `New best score: ${bestScore}!` : `Your best score: ${bestScore}`}</p>
    </div>
  );
}
