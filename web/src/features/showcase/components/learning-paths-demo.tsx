import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { isAvailableRoute } from '@/config/available-routes';
import { useUser } from '@/lib/auth';
import { useCatalogue, useLearnerBadges } from '../api/showcase-queries';
import { buildPaths, type LearningPath, PATH_SEEDS, SAMPLE_HELD } from '../data/learning-paths';
import { SampleTag } from './sample-tag';

/** Learning Paths: a student's real progress along each path (from their badges); the sample for everyone else. */
export function LearningPathsDemo() {
  const { user } = useUser();
  const student = user?.role === 'student';
  const catalogue = useCatalogue();
  const mine = useLearnerBadges(student ? user.id : null);
  const [openId, setOpenId] = useState<string | null>(null);
  if (catalogue.isPending || (student && mine.isPending)) return <PageLoader />;
  if (catalogue.isError) return <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  const byId = new Map(catalogue.data.badges.map((b) => [b.id, b.key]));
  const held = student ? new Set((mine.data?.userBadges ?? []).map((b) => byId.get(b.badgeId) ?? '')) : SAMPLE_HELD;
  const paths = buildPaths(PATH_SEEDS, held, new Set(byId.values()));
  if (paths.length === 0) {
    return (
      <div className="empty-state">
        <h3>Learning Paths Coming Soon</h3>
        <p>New paths are on their way.</p>
      </div>
    );
  }
  const open = paths.find((p) => p.id === openId);
  return (
    <div>
      {student ? <p className="muted">Your own progress: a module is done when you earn its badge.</p> : <SampleTag note="A learner part of the way along. A student sees their own progress here." />}
      {open ? <PathDetail path={open} onBack={() => setOpenId(null)} /> : <PathGrid paths={paths} onOpen={setOpenId} />}
    </div>
  );
}

function PathGrid({ paths, onOpen }: { paths: LearningPath[]; onOpen: (id: string) => void }) {
  return (
    <ul className="paths-grid">
      {paths.map((path) => (
        <li key={path.id} className="path-card" style={{ borderTopColor: path.pathColor }}>
          <p className="path-card__category">{path.category}</p>
          <h3 className="path-card__title">{path.title}</h3>
          <p>{path.description}</p>
          <p className="muted">
            {path.estimatedTime} · {path.difficulty}
          </p>
          <p className="path-card__count">
            {path.completedModules} of {path.totalModules} modules done
          </p>
          <span className="bar-list__track" aria-hidden="true">
            <span className="bar-list__fill" style={{ width: `${(path.completedModules / path.totalModules) * 100}%`, background: path.pathColor }} />
          </span>
          <Button variant="secondary" onClick={() => onOpen(path.id)} aria-label={`Open ${path.title}`}>
            Open path
          </Button>
        </li>
      ))}
    </ul>
  );
}

function PathDetail({ path, onBack }: { path: LearningPath; onBack: () => void }) {
  const [details, setDetails] = useState<string | null>(null);
  return (
    <div className="path-detail">
      <Button variant="ghost" onClick={onBack}>
        Back to Learning Paths
      </Button>
      <h3>{path.title}</h3>
      <p>{path.description}</p>
      <ol className="path-modules">
        {path.modules.map((module) => {
          const state = module.isCompleted ? 'completed' : module.isLocked ? 'locked' : 'available';
          const showing = details === module.id;
          return (
            <li key={module.id} className={`path-module path-module--${state}`}>
              <div className="path-module__head">
                <span className="path-module__state">{state === 'completed' ? 'Done' : state === 'locked' ? 'Locked' : 'Ready'}</span>
                <h4>{module.title}</h4>
                <span className="muted">
                  {module.duration} · {module.xpReward} XP
                </span>
              </div>
              <div className="path-module__actions">
                {!module.isLocked ? (
                  <Button variant="ghost" aria-expanded={showing} onClick={() => setDetails(showing ? null : module.id)}>
                    {showing ? 'Hide Details' : 'View Details'}
                  </Button>
                ) : (
                  <span className="muted">Finish the module before to open this one.</span>
                )}
                {module.isCompleted ? <ModuleLink to={module.to} label="Review" /> : !module.isLocked ? <ModuleLink to={module.to} label="Start Module" primary /> : null}
              </div>
              {showing ? (
                <div className="path-module__details">
                  <p>{module.description}</p>
                  <p>
                    Badge: <strong>{module.badgeReward}</strong> · Level: {module.difficulty}
                  </p>
                  <p>Topics: {module.topics.join(', ')}</p>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ModuleLink({ to, label, primary = false }: { to: string; label: string; primary?: boolean }) {
  if (!isAvailableRoute(to)) return <span className="muted">Coming soon</span>;
  return (
    <Link to={to} className={buttonClass(primary ? 'primary' : 'secondary', 'md')}>
      {label}
    </Link>
  );
}
