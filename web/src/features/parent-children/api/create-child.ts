import type { ChildResponse, CreateChildBody } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema-output';
import { addChildToList } from './add-child-to-list';

export function createChild(body: CreateChildBody): Promise<SchemaOutput<typeof ChildResponse>> {
  return api.post<SchemaOutput<typeof ChildResponse>>('/api/parent/children', body);
}

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChild,
    onSuccess: ({ child }) => addChildToList(queryClient, child),
  });
}
