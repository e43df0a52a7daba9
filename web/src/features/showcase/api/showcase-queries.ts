import type { BadgesResponse, ChildrenResponse, ClassInfo, LearnerProgressResponse, UserBadgesResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useCatalogue() {
  return useQuery({ queryKey: ['/api/badges'], queryFn: () => api.get<BadgesResponse>('/api/badges') });
}

export function useLearnerBadges(userId: number | null) {
  return useQuery({
    queryKey: ['/api/users', userId, 'badges'],
    queryFn: () => api.get<UserBadgesResponse>(`/api/users/${userId}/badges`),
    enabled: userId !== null,
  });
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A learner's real progress, for the learner themself, their teachers or their parents. */
export function useLearnerProgress(userId: number | null) {
  return useQuery({
    queryKey: ['/api/learners', userId, 'progress'],
    queryFn: () => api.get<LearnerProgressResponse>(`/api/learners/${userId}/progress?tz=${encodeURIComponent(timeZone())}`),
    enabled: userId !== null,
  });
}

export function useTeacherClasses(enabled: boolean) {
  return useQuery({ queryKey: ['/api/classes'], queryFn: () => api.get<{ classes: ClassInfo[] }>('/api/classes'), enabled });
}

export function useParentChildren(enabled: boolean) {
  return useQuery({ queryKey: ['/api/parent/children'], queryFn: () => api.get<ChildrenResponse>('/api/parent/children'), enabled });
}
