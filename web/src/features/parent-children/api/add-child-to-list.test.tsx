import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addChildToList } from './add-child-to-list';
import { childrenQueryKey } from './get-children';

describe('a child newly linked', () => {
  it("joins the parent's list at once, and everything the page read before the link is read again", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(childrenQueryKey, { children: [] });
    // What said 'Link a child first' and 'Conversations: none yet' before the link.
    queryClient.setQueryData(['/api/premium/family'], { children: [] });
    queryClient.setQueryData(['/api/chat/threads'], { threads: [] });
    const child = { id: 9, username: 'ari', firstName: 'Ari', lastName: 'Katz', xp: 115, level: 1 };
    await addChildToList(queryClient, child);
    expect(queryClient.getQueryData(childrenQueryKey)).toEqual({ children: [child] });
    expect(queryClient.getQueryState(['/api/premium/family'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/chat/threads'])?.isInvalidated).toBe(true);
  });
});
