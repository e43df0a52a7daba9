import type { Notice } from '@morah/contracts';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { notify } from '@/components/toaster/notify';
import { errorMessage } from '@/lib/error-message';
import { formatExact, formatWhen } from '@/lib/format-when';
import { useNotices } from '../api/get-notices';
import { useOpenNotice } from '../api/open-notice';
import { noticeText } from '../utils/notice-text';
import '../safety.css';

/** Where opening a notice takes its grown-up: a teacher to the flag in Needs care, a parent to the conversation. */
export const noticeDestination = (notice: Notice, role: 'teacher' | 'parent') =>
  role === 'teacher' ? `/teacher?flag=${encodeURIComponent(notice.data.messageId)}` : `/parent?conversation=${notice.data.threadId}`;

/** What a grown-up still has to open: a teacher's notices of flags no one has handled yet, every unopened one of a parent's. */
export const noticesToShow = (notices: readonly Notice[], role: 'teacher' | 'parent') =>
  notices.filter((n) => n.openedAt === null && (role === 'parent' || n.handled === null));

/**
 * Unopened safety notices, at the top of every page a teacher or parent sees, until they open them
 * (they stay across reloads: the server keeps them). Opening one marks it opened and goes to it.
 */
export function SafetyNoticesBanner({ role }: { role: 'teacher' | 'parent' }) {
  const notices = useNotices();
  const open = useOpenNotice();
  const navigate = useNavigate();

  if (notices.isError) {
    return (
      <div className="notice-banner notice-banner--quiet" role="status">
        <p className="notice-banner__line">We could not check for safety notices just now.</p>
        <Button variant="secondary" onClick={() => void notices.refetch()}>
          Check again
        </Button>
      </div>
    );
  }
  const shown = noticesToShow(notices.data?.notices ?? [], role);
  if (shown.length === 0) return null;

  const onOpen = (notice: Notice) =>
    open.mutate(notice.id, {
      onSuccess: () => navigate(noticeDestination(notice, role)),
      onError: (error) => notify({ title: 'Could not open the notice', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <section className="notice-banner" aria-labelledby="notice-banner-title">
      <h2 id="notice-banner-title" className="notice-banner__title">
        <Icon name="heart" size={22} />
        {shown.length === 1 ? 'A notice for you' : `${shown.length} notices for you`}
      </h2>
      <ul className="notice-banner__list">
        {shown.map((notice) => {
          const { title, description } = noticeText(notice, role);
          return (
            <li key={notice.id} className={`notice-banner__item notice-banner__item--${notice.handled ? 'handled' : notice.data.severity}`}>
              <div className="notice-banner__text">
                <p className="notice-banner__item-title">{title}</p>
                <p className="notice-banner__line">{description}</p>
                {role === 'parent' && notice.handled ? (
                  <p className="notice-banner__note" dir="auto">
                    “{notice.handled.note}”
                  </p>
                ) : null}
                <p className="notice-banner__time">
                  <time dateTime={notice.updatedAt} title={formatExact(notice.updatedAt)}>
                    {formatWhen(notice.updatedAt)}
                  </time>
                </p>
              </div>
              <Button onClick={() => onOpen(notice)} loading={open.isPending && open.variables === notice.id} aria-label={`Open: ${title}`}>
                Open
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
