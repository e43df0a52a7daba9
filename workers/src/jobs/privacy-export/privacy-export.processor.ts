import { EXPORT_AVAILABLE_HOURS, type ExportProgressNotice, rooms } from '@morah/contracts';
import { CHILD_DATA_SOURCES, failDataExport, findDataExport, finishDataExport, setDataExportProgress } from '@morah/db';
import { strToU8, zipSync } from 'fflate';
import type { Processor, WorkerDeps } from '../../processor';

function readme(createdAt: Date): string {
  const lines = [
    'Everything Morah holds about this child',
    `Made ${createdAt.toISOString()}. Each file is JSON; times are in UTC.`,
    '',
    ...CHILD_DATA_SOURCES.map((s) => `${s.file}: ${s.about}`),
    '',
    'Morah never uses conversations to train AI models. To delete this account and all of its data,',
    'a parent can use "Delete account" on the parent dashboard.',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Build a child's export: one JSON file per kind of data (see CHILD_DATA_SOURCES), the progress
 * kept as it goes so the page can show it (and told live to the room of the one who asked, whose
 * page also reads it back while its socket is down), then the zip, kept for EXPORT_AVAILABLE_HOURS.
 */
export function privacyExportProcessor({ db, emitter }: WorkerDeps): Processor<'privacy.export'> {
  return async ({ exportId }, ctx) => {
    const request = await findDataExport(db, exportId);
    if (!request) return { outcome: 'gone', sizeBytes: 0 };
    if (request.status === 'ready') return { outcome: 'already-ready', sizeBytes: request.size_bytes ?? 0 };
    const tell = (status: ExportProgressNotice['status'], progress: number) =>
      emitter.emit(rooms.user(request.requested_by), 'privacy:export-progress', { exportId, childId: request.child_id, status, progress: Math.round(progress) });
    try {
      const files: Record<string, Uint8Array> = {};
      for (const [index, source] of CHILD_DATA_SOURCES.entries()) {
        files[source.file] = strToU8(JSON.stringify(await source.read(db, request.child_id), null, 2));
        const progress = ((index + 1) / (CHILD_DATA_SOURCES.length + 1)) * 100;
        await setDataExportProgress(db, exportId, progress);
        tell('building', progress);
      }
      files['README.txt'] = strToU8(readme(new Date()));
      const zip = zipSync(files, { level: 6 });
      await finishDataExport(db, exportId, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), EXPORT_AVAILABLE_HOURS);
      tell('ready', 100);
      ctx.log.info({ files: Object.keys(files).length, sizeBytes: zip.byteLength }, 'export ready');
      return { outcome: 'ready', sizeBytes: zip.byteLength };
    } catch (error) {
      if (ctx.attempt >= ctx.maxAttempts) {
        await failDataExport(db, exportId);
        tell('failed', 0);
        ctx.log.error({ err: error }, 'export failed for good');
        return { outcome: 'gone', sizeBytes: 0 };
      }
      throw error;
    }
  };
}
