import type { ReactNode } from 'react';
import { PageShell } from '@/components/ui/page-shell';
import { ChildrenList } from './children-list';
import { CreateChildForm } from './create-child-form';
import { LinkChildForm } from './link-child-form';

export interface ParentDashboardProps {
  /** The children's conversations with Morah AI (they belong to the chat). */
  conversations: ReactNode;
}

/** Spec content 2 'Parent dashboard' (the progress figures come later). */
export function ParentDashboard({ conversations }: ParentDashboardProps) {
  return (
    <PageShell title="Parent Dashboard" intro="Follow your children's learning and cheer them on.">
      <section className="section" aria-labelledby="my-children-title">
        <h2 id="my-children-title" className="section__title">
          My Children
        </h2>
        <ChildrenList />
      </section>
      <section className="section" aria-labelledby="conversations-title">
        <h2 id="conversations-title" className="section__title">
          Conversations
        </h2>
        <p className="muted">Read your children's chats with Morah AI. A conversation flagged for care has already been shared with their teacher.</p>
        {conversations}
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
