import type { ChildrenResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const childrenQueryKey = ['/api/parent/children'] as const;

export function getChildren(): Promise<ChildrenResponse> {
  return api.get<ChildrenResponse>('/api/parent/children');
}

export function useChildren() {
  return useQuery({ queryKey: childrenQueryKey, queryFn: getChildren });
}
