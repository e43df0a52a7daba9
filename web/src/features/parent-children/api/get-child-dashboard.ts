import type { ParentChildDashboardResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browserTimeZone } from '../utils/browser-time-zone';

/**
 * Starts with '/api/parent' like every parent query, so live progress notices (a new badge, a new level)
 * refresh it without a reload. The time zone is part of the URL: days are counted on the parent's calendar.
 */
export const childDashboardQueryKey = (childId: number, timeZone: string) =>
  [`/api/parent/children/${childId}/dashboard?tz=${encodeURIComponent(timeZone)}`] as const;

export function useChildDashboard(childId: number) {
  const timeZone = browserTimeZone();
  const [url] = childDashboardQueryKey(childId, timeZone);
  return useQuery({
    queryKey: childDashboardQueryKey(childId, timeZone),
    queryFn: ({ signal }) => api.get<ParentChildDashboardResponse>(url, { signal }),
  });
}
