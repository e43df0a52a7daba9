import type { StudentSummary } from '@morah/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { ChildProgress } from './child-progress';
import { ChildrenList } from './children-list';
import { CreateChildForm } from './create-child-form';
import { LinkChildForm } from './link-child-form';
import '../parent-dashboard.css';

export interface ParentDashboardProps {
  /** The children's conversations with Morah AI (they belong to the chat), all of them or one child's. */
  conversations: (studentId: number | null) => ReactNode;
  /** What a parent can do with a child's data (download it, delete the account), under each child. */
  childActions?: (child: StudentSummary) => ReactNode;
}

/** Spec content 2 'Parent dashboard', with each child's real progress. */
export function ParentDashboard({ conversations, childActions }: ParentDashboardProps) {
  const [chatChild, setChatChild] = useState<StudentSummary | null>(null);
  const [scrollRequest, setScrollRequest] = useState(0);
  const conversationsTitle = useRef<HTMLHeadingElement>(null);

  // Chat History Review: bring the Conversations section into view, showing one child's chats.
  useEffect(() => {
    if (scrollRequest === 0) return;
    const heading = conversationsTitle.current;
    const calm = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading?.scrollIntoView?.({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [scrollRequest]);

  const reviewChats = (child: StudentSummary) => {
    setChatChild(child);
    setScrollRequest((n) => n + 1);
  };

  return (
    <PageShell title="Parent Dashboard" intro="Follow your children's learning and cheer them on.">
      <section className="section" aria-labelledby="my-children-title">
        <h2 id="my-children-title" className="section__title">
          My Children
        </h2>
        <ChildrenList childActions={childActions} />
        <p className="privacy-link">
          <Link to="/privacy">Your children's privacy: what Morah keeps, for how long, and how to download or delete it</Link>
        </p>
      </section>
      <ChildProgress onReviewChats={reviewChats} />
      <section className="section" aria-labelledby="conversations-title">
        <h2 id="conversations-title" className="section__title" ref={conversationsTitle} tabIndex={-1}>
          Conversations
        </h2>
        <p className="muted">Read your children's chats with Morah AI. A conversation flagged for care has already been shared with their teacher.</p>
        {chatChild ? (
          <div className="conversation-filter">
            <p className="conversation-filter__text">
              Showing {chatChild.firstName} {chatChild.lastName}'s conversations only.
            </p>
            <Button variant="ghost" onClick={() => setChatChild(null)}>
              Show All Children
            </Button>
          </div>
        ) : null}
        {conversations(chatChild?.id ?? null)}
      </section>
      <section className="section" aria-labelledby="add-child-title">
        <h2 id="add-child-title" className="section__title">
          Add a Child
        </h2>
        <div className="two-columns">
          <CreateChildForm />
          <LinkChildForm />
        </div>
      </section>
    </PageShell>
  );
}
