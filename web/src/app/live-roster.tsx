import { ClassLearnerProgress, type ClassListResponse } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { classesQueryKey } from '@/features/classes/api/get-classes';
import { useSocketEvent } from '@/lib/socket-context';

/**
 * A teacher's roster (each student's level and XP) follows every XP a student of theirs earns,
 * whatever earned it: the server tells the teachers' rooms of the student's classes the new totals,
 * and the roster's row changes in place, with no read. XP only grows, so a notice that arrives
 * after a newer one never lowers a figure; a student the roster does not hold yet reads it again.
 * (A parent's figures follow their children's `progress:xp` notices in LiveGamification.)
 */
export function LiveRoster() {
  const queryClient = useQueryClient();
  useSocketEvent('class:learner-progress', (payload) => {
    const progress = ClassLearnerProgress.safeParse(payload).data;
    if (!progress) return;
    const list = queryClient.getQueryData<ClassListResponse>(classesQueryKey);
    if (!list) return;
    if (!list.classes.some((c) => c.students.some((s) => s.id === progress.studentId))) {
      void queryClient.invalidateQueries({ queryKey: classesQueryKey });
      return;
    }
    queryClient.setQueryData<ClassListResponse>(classesQueryKey, withProgress(list, progress));
  });
  return null;
}

/** The roster with one student's newer totals, in every class they are in. */
function withProgress(list: ClassListResponse, { studentId, xp, level }: ClassLearnerProgress): ClassListResponse {
  return {
    classes: list.classes.map((c) => ({
      ...c,
      students: c.students.map((s) => (s.id === studentId ? { ...s, xp: Math.max(s.xp, xp), level: Math.max(s.level, level) } : s)),
    })),
  };
}
