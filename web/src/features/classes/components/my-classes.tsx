import { PageLoader } from '@/components/ui/page-loader';
import { useClasses } from '../api/get-classes';
import { ClassCard } from './class-card';
import { CreateClassForm } from './create-class-form';
import { LoadError } from '@/components/ui/load-error';
import '../classes.css';

/** The teacher's classes: create one, share its join code, see its students. */
export function MyClasses() {
  const classes = useClasses();
  return (
    <section className="section" aria-labelledby="my-classes-title">
      <h2 id="my-classes-title" className="section__title">
        My Classes
      </h2>
      <CreateClassForm />
      {classes.isPending ? (
        <PageLoader label="Loading your classes..." />
      ) : classes.isError ? (
        <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
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
  );
}
