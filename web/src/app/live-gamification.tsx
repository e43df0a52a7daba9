import { BadgeAwarded, ChallengeCompleted, ChildProgress, ProgressLevelUp, StreakBonus, type User } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { refreshParentViews, refreshStudentProgress } from '@/features/gamification/api/refresh-progress';
import { celebrateBadge, useCelebrationStore } from '@/features/gamification/stores/celebration-store';
import {
  forgetProgressNotices,
  notifyChallengeComplete,
  notifyChildBadge,
  notifyChildLevel,
  notifyStreakBonus,
} from '@/features/gamification/utils/progress-notices';
import { useSocketEvent } from '@/lib/socket-context';

// The popup and its artwork load only when there is a badge to celebrate.
const BadgeCelebrationHost = lazy(() =>
  import('@/features/gamification/components/badge-celebration-host').then((m) => ({ default: m.BadgeCelebrationHost })),
);

/**
 * Live progress notices for the signed-in user. A student hears only about themself (the badge popup,
 * streak and challenge toasts); a parent hears about their children (the server sends a child's notices
 * to the child's own room and to their linked parents' rooms only). Anyone else hears nothing.
 */
export function LiveGamification({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const hasCelebration = useCelebrationStore((s) => s.queue.length > 0);
  const isStudent = user.role === 'student';
  const isParent = user.role === 'parent';
  const isMe = (studentId: number) => isStudent && studentId === user.id;
  const isMyChild = (studentId: number) => isParent && studentId !== user.id;

  // A new session starts with nothing queued and nothing remembered.
  useEffect(
    () => () => {
      useCelebrationStore.getState().reset();
      forgetProgressNotices();
    },
    [],
  );

  // Every payload is checked against its contract first: a malformed one is ignored.
  useSocketEvent('badge:awarded', (payload) => {
    const awarded = BadgeAwarded.safeParse(payload).data;
    if (!awarded) return;
    const { studentId, studentName, userBadge, xpGained, newLevel } = awarded;
    if (isMe(studentId)) {
      celebrateBadge({ badge: userBadge.badge, xpGained, newLevel });
      refreshStudentProgress(queryClient, user.id);
    } else if (isMyChild(studentId)) {
      notifyChildBadge(studentId, studentName, userBadge.badge);
      refreshParentViews(queryClient);
    }
  });

  useSocketEvent('streak:bonus', (payload) => {
    const bonus = StreakBonus.safeParse(payload).data;
    if (!bonus) return;
    if (isMe(bonus.studentId)) {
      if (bonus.bonusXP > 0) notifyStreakBonus(bonus.bonusXP, bonus.currentStreak);
      refreshStudentProgress(queryClient, user.id);
    } else if (isMyChild(bonus.studentId)) {
      refreshParentViews(queryClient);
    }
  });

  useSocketEvent('challenge:completed', (payload) => {
    const completed = ChallengeCompleted.safeParse(payload).data;
    if (!completed) return;
    if (isMe(completed.studentId)) {
      notifyChallengeComplete(completed.challenge);
      refreshStudentProgress(queryClient, user.id);
    } else if (isMyChild(completed.studentId)) {
      refreshParentViews(queryClient);
    }
  });

  // Any XP a child earns (coloring, a game, a quiz, a book, the parsha, a question): the parent's
  // figures for that child are read again, once per burst.
  useSocketEvent('progress:xp', (payload) => {
    const progress = ChildProgress.safeParse(payload).data;
    if (!progress || !isMyChild(progress.studentId)) return;
    refreshParentViews(queryClient);
  });

  useSocketEvent('progress:level-up', (payload) => {
    const levelUp = ProgressLevelUp.safeParse(payload).data;
    if (!levelUp || !isMyChild(levelUp.studentId)) return;
    notifyChildLevel(levelUp.studentId, levelUp.studentName, levelUp.level);
    refreshParentViews(queryClient);
  });

  return hasCelebration ? (
    <Suspense fallback={null}>
      <BadgeCelebrationHost />
    </Suspense>
  ) : null;
}
