import type { DataExportResponse, LatestExportResponse } from '@morah/contracts';
import { api } from '@/lib/api-client';
import { privacyKeys } from './privacy-keys';

/** The newest export of this child that the viewer asked for, if any. */
export function getLatestExport(childId: number, signal?: AbortSignal): Promise<LatestExportResponse> {
  const [url] = privacyKeys.latestExport(childId);
  return api.get<LatestExportResponse>(url, { signal });
}

/** Ask for a new export of everything Morah holds about this child (the viewer's own id for a student). */
export function createExport(childId: number): Promise<DataExportResponse> {
  return api.post<DataExportResponse>('/api/privacy/exports', { childId });
}
