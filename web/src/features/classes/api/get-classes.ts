import type { ClassListResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const classesQueryKey = ['/api/classes'] as const;

export function getClasses(): Promise<ClassListResponse> {
  return api.get<ClassListResponse>('/api/classes');
}

export function useClasses() {
  return useQuery({ queryKey: classesQueryKey, queryFn: getClasses });
}
