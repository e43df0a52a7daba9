import type { ChildResponse, LinkChildBody } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema-output';
import { addChildToList } from './add-child-to-list';

export function linkChild(body: LinkChildBody): Promise<SchemaOutput<typeof ChildResponse>> {
  return api.post<SchemaOutput<typeof ChildResponse>>('/api/parent/links', body);
}

export function useLinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkChild,
    onSuccess: ({ child }) => addChildToList(queryClient, child),
  });
}
