import { Button, buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/error-message';
import { useDataExport } from '../hooks/use-data-export';
import { formatUntil } from '../utils/format-until';

export interface DataExportPanelProps {
  /** Whose data: a linked child's id, or the student's own. */
  childId: number;
  /** How the data is named on the page: "Noa's data" or "my data". */
  whose: string;
}

/**
 * "Download data": asks for a zip of everything Morah keeps about the child, shows how far it is
 * while it is gathered, then a download link that works for a limited time.
 */
export function DataExportPanel({ childId, whose }: DataExportPanelProps) {
  const { current, progress, start, latest } = useDataExport(childId);
  const status = current?.status ?? null;
  const building = status === 'building' || start.isPending;

  return (
    <div className="data-export" aria-live="polite">
      {status === 'ready' && current?.downloadUrl ? (
        <div className="data-export__ready">
          <a className={buttonClass('primary')} href={current.downloadUrl} download>
            Download {whose} (zip)
          </a>
          {current.expiresAt ? <p className="data-export__note">This link works until {formatUntil(current.expiresAt)}. Then it is deleted.</p> : null}
        </div>
      ) : null}
      {status === 'building' ? <ProgressBar value={progress} label={`Gathering ${whose}: ${Math.round(progress)}%`} /> : null}
      {status === 'failed' ? <p className="data-export__note">We could not gather {whose} this time. Please try again.</p> : null}
      {status === 'expired' ? <p className="data-export__note">The last download has expired. You can make a new one.</p> : null}
      <FormAlert message={start.isError ? errorMessage(start.error) : latest.isError ? errorMessage(latest.error) : null} />
      {status !== 'building' ? (
        <Button variant={status === 'ready' ? 'secondary' : 'primary'} loading={building} onClick={() => start.mutate()}>
          {status === 'ready' ? 'Make a new download' : building ? 'Starting...' : 'Download data'}
        </Button>
      ) : null}
    </div>
  );
}
