import type { ChildrenResponse, StudentSummary } from '@morah/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { childrenQueryKey } from './get-children';

/**
 * Put a new or newly linked child into the cached list, then confirm with the server. A new child
 * changes nearly everything the parent's page shows (their conversations, Premium, the notices), so
 * every query is read again, not only the list: nothing keeps saying 'Link a child first'.
 */
export async function addChildToList(queryClient: QueryClient, child: StudentSummary): Promise<void> {
  queryClient.setQueryData<ChildrenResponse>(childrenQueryKey, (old) =>
    old ? { children: [...old.children.filter((c) => c.id !== child.id), child] } : old,
  );
  await queryClient.invalidateQueries();
}
