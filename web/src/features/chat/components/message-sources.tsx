import type { ChatSource } from '@morah/contracts';
import { Link } from 'react-router-dom';

/** The five books the parsha reader holds: a verse there opens the reader at it. */
const TORAH_BOOK = /^(?:Genesis|Exodus|Leviticus|Numbers|Deuteronomy) \d+:\d+/;

/**
 * The small line under a tutor's reply that says where its answer comes from. A Torah verse is a link
 * that opens the parsha reader at that verse; other places are named.
 */
export function MessageSources({ sources }: { sources: readonly ChatSource[] }) {
  if (sources.length === 0) return null;
  return (
    <p className="message__sources">
      <span className="message__sources-label">From: </span>
      {sources.map((source, i) => (
        <span key={`${source.kind}:${source.ref}`}>
          {i > 0 ? ' · ' : null}
          {source.kind === 'verse' && TORAH_BOOK.test(source.ref) ? (
            <Link to={`/parsha?verse=${encodeURIComponent(source.ref)}`} className="message__source message__source--verse" title={`Open ${source.ref} in the parsha reader`}>
              {source.label}
            </Link>
          ) : (
            <span className={`message__source message__source--${source.kind}`}>{source.kind === 'knowledge' ? `Morah's notes: ${source.label}` : source.label}</span>
          )}
        </span>
      ))}
    </p>
  );
}
