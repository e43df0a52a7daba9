import type { DataExportView } from '@morah/contracts';
import type { DataExportRow } from '@morah/db';

/** What a requester sees of an export: expired once its time has passed, a link only while it can be downloaded. */
export function dataExportView(row: DataExportRow, now = new Date()): DataExportView {
  const expired = row.expires_at !== null && new Date(row.expires_at) <= now;
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    childId: row.child_id,
    status,
    progress: row.progress,
    sizeBytes: row.size_bytes,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    downloadUrl: status === 'ready' ? `/api/privacy/exports/${row.id}/download` : null,
  };
}
