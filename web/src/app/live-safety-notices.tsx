import { Notice } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/toaster/notify';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { noticeText } from '@/features/safety/utils/notice-text';
import { useSocketEvent } from '@/lib/socket-context';

/** Long enough to read calmly. */
export const SAFETY_NOTICE_MS = 8000;

/**
 * For a signed-in teacher or parent: when a notice is written for them (an urgent or high flag of a
 * child of theirs) or comes back (a teacher handled it), a calm note (not an alarm) says so at once,
 * wherever they are; the notice itself stays at the top of their pages until they open it, and the
 * conversation list is read again so the flagged chat shows.
 */
export function LiveSafetyNotices({ role }: { role: 'teacher' | 'parent' }) {
  const queryClient = useQueryClient();
  useSocketEvent('notice:new', (payload) => {
    const notice = Notice.safeParse(payload).data;
    if (!notice) return;
    notify({ ...noticeText(notice, role), duration: SAFETY_NOTICE_MS });
    void queryClient.invalidateQueries({ queryKey: chatKeys.threads, exact: true });
  });
  return null;
}
