import { type DataExportView, ExportProgressNotice } from '@morah/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSocketConnected, useSocketEvent } from '@/lib/socket-context';
import { createExport, getLatestExport } from '../api/data-exports';
import { privacyKeys } from '../api/privacy-keys';

/** Reading an export while it is built: every 2 s while the socket is down, every 6 s besides the live notices. */
export const EXPORT_POLL_MS = 2000;

/**
 * One child's data export, as the one who asks sees it: the newest one, a way to start a new one,
 * and how far it is (live from `privacy:export-progress`; read again while the socket is down, and
 * slower beside it, so a notice sent before the socket joined is never waited for).
 */
export function useDataExport(childId: number) {
  const queryClient = useQueryClient();
  const connected = useSocketConnected();
  const key = privacyKeys.latestExport(childId);
  const latest = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getLatestExport(childId, signal),
    refetchInterval: (query) => (query.state.data?.export?.status === 'building' ? (connected ? EXPORT_POLL_MS * 3 : EXPORT_POLL_MS) : false),
  });
  const [live, setLive] = useState<{ exportId: string; progress: number } | null>(null);

  useSocketEvent('privacy:export-progress', (payload) => {
    const notice = ExportProgressNotice.safeParse(payload).data;
    if (!notice || notice.childId !== childId) return;
    if (notice.status === 'building') {
      setLive((old) => (old?.exportId === notice.exportId && old.progress >= notice.progress ? old : { exportId: notice.exportId, progress: notice.progress }));
    } else {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  });

  const start = useMutation({
    mutationFn: () => createExport(childId),
    onSuccess: ({ export: created }) => {
      setLive(null);
      queryClient.setQueryData(key, { export: created });
    },
  });

  const current: DataExportView | null = latest.data?.export ?? null;
  const liveProgress = current && live?.exportId === current.id ? live.progress : 0;
  return { latest, current, progress: current ? Math.max(current.progress, liveProgress) : 0, start };
}
