import type { SafetyFlag } from '@morah/contracts';
import { useEffect, useRef } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useOneTimeParam } from '@/lib/use-one-time-param';
import { useSafetyFlags } from '../api/get-flags';
import { FlagCard, flagElementId } from './flag-card';
import '../safety.css';

/**
 * The teacher's "Needs care" panel: the open flags of the students in their classes, most pressing
 * first (urgent, high, care), then the newest, live. A flag leaves it, for every teacher of the
 * child, once one of them marks it handled. `?flag=<message id>` (where a notice leads) brings that
 * flag into view and focus.
 */
export function NeedsCarePanel() {
  const flags = useSafetyFlags('open');
  const heading = useRef<HTMLHeadingElement>(null);
  const [wanted, arrived] = useOneTimeParam('flag');
  const list = flags.data?.flags;

  useEffect(() => {
    if (!wanted || !list) return;
    const item = document.getElementById(flagElementId(wanted));
    const target = item ?? heading.current;
    const calm = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView?.({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
    arrived();
  }, [wanted, list, arrived]);

  const count = list?.length ?? 0;
  return (
    <section className="card needs-care" aria-labelledby="needs-care-title">
      <h2 id="needs-care-title" className="card__title needs-care__title" ref={heading} tabIndex={-1}>
        Needs care{count > 0 ? <span className="needs-care__count"> ({count})</span> : null}
      </h2>
      <p className="muted needs-care__intro">Messages the safety screen flagged, most pressing first. Each stays here until a teacher marks it handled.</p>
      <NeedsCareBody flags={flags} onHandled={() => heading.current?.focus()} />
    </section>
  );
}

function NeedsCareBody({ flags, onHandled }: { flags: ReturnType<typeof useSafetyFlags>; onHandled: () => void }) {
  if (flags.isPending) return <p className="muted" role="status">Loading flags...</p>;
  if (flags.isError) return <LoadError error={flags.error} onRetry={() => void flags.refetch()} />;
  const list: SafetyFlag[] = flags.data.flags;
  if (list.length === 0) return <p className="empty-state needs-care__empty">No one needs care right now.</p>;
  return (
    <ul className="needs-care__list">
      {list.map((flag) => (
        <FlagCard key={flag.messageId} flag={flag} onHandled={onHandled} />
      ))}
    </ul>
  );
}
