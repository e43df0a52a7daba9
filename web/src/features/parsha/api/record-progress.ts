import type { ParshaProgressAnswer, ParshaProgressBody } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/toaster/notify';
import { api } from '@/lib/api-client';
import { applyXp } from '@/lib/auth';
import { parshaKeys } from './parsha-keys';

/**
 * POST /api/parsha/progress (spec learning 7): on success the progress is read again, and XP above 0
 * shows 'Great progress!' saying 'You earned {n} XP for reading!'. Past the day's reading cap, the
 * server's sentence says why this reading earned nothing.
 */
export function useRecordParshaProgress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // One save after another, in the order the child stepped: the server keeps the verse saved last,
    // so a quick second step's save must never overtake the first on a slow connection.
    scope: { id: 'parsha-progress' },
    mutationFn: (body: ParshaProgressBody) => api.post<ParshaProgressAnswer>('/api/parsha/progress', body),
    onSuccess: (answer) => {
      applyXp(queryClient, answer);
      void queryClient.invalidateQueries({ queryKey: parshaKeys.progress(userId) });
      if (answer.xpAwarded > 0) notify({ title: 'Great progress!', description: answer.message ?? `You earned ${answer.xpAwarded} XP for reading!` });
      else if (answer.message) notify({ title: 'Great reading!', description: answer.message });
      if (answer.completionBonus > 0) notify({ title: `You finished Parashat ${answer.parshaName}!`, description: 'Every verse, read. Mazal tov!' });
    },
  });
}
