import { PageShell } from '@/components/ui/page-shell';
import { ChildrenList } from './children-list';
import { CreateChildForm } from './create-child-form';
import { LinkChildForm } from './link-child-form';

/** Spec content 2 'Parent dashboard' (the progress figures come later). */
export function ParentDashboard() {
  return (
    <PageShell title="Parent Dashboard" intro="Follow your children's learning and cheer them on.">
      <section className="section" aria-labelledby="my-children-title">
        <h2 id="my-children-title" className="section__title">
          My Children
        </h2>
        <ChildrenList />
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
