import type { ChildrenResponse, StudentSummary } from '@morah/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { childrenQueryKey } from './get-children';

/** Put a new or newly linked child into the cached list, then confirm with the server. */
export function addChildToList(queryClient: QueryClient, child: StudentSummary): Promise<void> {
  queryClient.setQueryData<ChildrenResponse>(childrenQueryKey, (old) =>
    old ? { children: [...old.children.filter((c) => c.id !== child.id), child] } : old,
  );
  return queryClient.invalidateQueries({ queryKey: childrenQueryKey });
}
