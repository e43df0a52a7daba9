import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { PageShell } from '@/components/ui/page-shell';
import { errorMessage } from '@/lib/error-message';
import { useClasses } from '../api/get-classes';
import { ClassCard } from './class-card';
import { CreateClassForm } from './create-class-form';

/** Spec content 2 'Teacher dashboard' (the chat monitoring parts come later). */
export function TeacherDashboard() {
  const classes = useClasses();
  return (
    <PageShell title="Teacher Dashboard" intro="Create classes, share their codes, and see how your students are doing.">
      <section className="section" aria-labelledby="my-classes-title">
        <h2 id="my-classes-title" className="section__title">
          My Classes
        </h2>
        <CreateClassForm />
        {classes.isPending ? (
          <PageLoader label="Loading your classes..." />
        ) : classes.isError ? (
          <div className="error-state">
            <FormAlert message={errorMessage(classes.error)} />
            <Button variant="secondary" onClick={() => void classes.refetch()}>
              Try Again
            </Button>
          </div>
        ) : classes.data.classes.length === 0 ? (
          <p className="empty-state">You have no classes yet. Create your first class above.</p>
        ) : (
          <div className="card-list">
            {classes.data.classes.map((c) => (
              <ClassCard key={c.id} classInfo={c} />
            ))}
          </div>
        )}
      </section>
    </PageShell>
  );
}
