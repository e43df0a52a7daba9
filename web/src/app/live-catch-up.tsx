import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/lib/socket-context';

/**
 * When the server says live events for this page may have been lost (`sync:catch-up`), every
 * screen reads again what it shows; an open conversation asks for what came after the version it
 * holds. Reads already on their way are let finish, never cancelled (a cancelled read would put
 * back an older copy over live messages merged meanwhile).
 */
export function LiveCatchUp() {
  const queryClient = useQueryClient();
  useSocketEvent('sync:catch-up', () => {
    void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
  });
  return null;
}
