import { Icon } from '@/components/ui/icon';
import { formatExact } from '@/lib/format-when';
import { useSafetyFlags } from '../api/get-flags';
import { handledLine } from '../utils/notice-text';
import '../safety.css';

/**
 * Under a flagged conversation in a parent's list: that a teacher has been told and not yet looked,
 * or who handled it, when, and their note (the most recent handling when every flag of it is handled).
 */
export function ThreadCareStatus({ threadId }: { threadId: number }) {
  const flags = useSafetyFlags('all');
  const ofThread = (flags.data?.flags ?? []).filter((f) => f.threadId === threadId);
  if (ofThread.length === 0) return null;
  const open = ofThread.filter((f) => f.handled === null);
  if (open.length > 0) {
    return (
      <p className="care-status care-status--open">
        <Icon name="heart" size={18} />
        Their teacher has been told and will look after it.
      </p>
    );
  }
  const latest = ofThread.map((f) => f.handled!).sort((a, b) => b.at.localeCompare(a.at))[0]!;
  return (
    <div className="care-status care-status--handled">
      <p className="care-status__line">
        <Icon name="heart" size={18} />
        <time dateTime={latest.at} title={formatExact(latest.at)}>
          {handledLine(latest)}
        </time>
      </p>
      <p className="care-status__note" dir="auto">
        “{latest.note}”
      </p>
    </div>
  );
}
