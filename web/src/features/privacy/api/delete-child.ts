import type { AccountDeletionResponse, DeleteChildBody } from '@morah/contracts';
import { api } from '@/lib/api-client';
import { privacyKeys } from './privacy-keys';

export function deleteChild(body: DeleteChildBody): Promise<AccountDeletionResponse> {
  return api.post<AccountDeletionResponse>('/api/privacy/deletions', body);
}

export function getDeletion(id: string, signal?: AbortSignal): Promise<AccountDeletionResponse> {
  const [url] = privacyKeys.deletion(id);
  return api.get<AccountDeletionResponse>(url, { signal });
}
