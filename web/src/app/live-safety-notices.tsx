import { SafetyNotice } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/toaster/notify';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { useSocketEvent } from '@/lib/socket-context';

/** Long enough to read calmly. */
export const SAFETY_NOTICE_MS = 8000;

/**
 * For a signed-in parent: when the safety screen flags a child's message, a calm note (not an
 * alarm) says so, and the conversation list is read again so the flagged chat shows.
 */
export function LiveSafetyNotices() {
  const queryClient = useQueryClient();
  useSocketEvent('chat:safety-notice', (payload) => {
    const notice = SafetyNotice.safeParse(payload).data;
    if (!notice) return;
    notify({
      title: `A message from ${firstName(notice.studentName)} needs a grown-up`,
      description: 'Their teacher has been told. You can read the conversation on your dashboard.',
      duration: SAFETY_NOTICE_MS,
    });
    void queryClient.invalidateQueries({ queryKey: chatKeys.threads, exact: true });
  });
  return null;
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'your child';
}
