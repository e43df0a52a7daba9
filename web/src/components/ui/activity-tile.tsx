import { Link } from 'react-router-dom';
import { Icon, type IconName } from './icon';

interface TileBase {
  icon: IconName;
  title: string;
  text: string;
}

/** A tile that opens a page. */
export type ActivityLink = TileBase & { to: string };

export type ActivityTileProps = (ActivityLink & { onClick?: never; busy?: never }) | (TileBase & { to?: never; onClick: () => void; busy?: boolean });

/** A big, friendly tile for one learning activity: a link to a page, or a button that does something. */
export function ActivityTile({ icon, title, text, to, onClick, busy = false }: ActivityTileProps) {
  const body = (
    <>
      <span className="activity-tile__icon">
        <Icon name={icon} size={36} />
      </span>
      <span className="activity-tile__title">{title}</span>
      <span className="activity-tile__text">{text}</span>
    </>
  );
  return to !== undefined ? (
    <Link to={to} className="activity-tile">
      {body}
    </Link>
  ) : (
    // Busy, it ignores presses but keeps the focus (a disabled button would drop it, and a dialog it
    // opens could not give it back on close).
    <button type="button" className="activity-tile" onClick={busy ? undefined : onClick} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      {body}
    </button>
  );
}
