import { lazy, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageShell } from '@/components/ui/page-shell';
import { DemoPanel } from './demo-panel';
import '../showcase.css';

interface Demo {
  id: string;
  label: string;
  icon: IconName;
  blurb: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** The nine demos (spec learning-content 2), each its own chunk: the calendar's tables load only with the calendar. */
export const DEMOS: readonly Demo[] = [
  { id: 'tutor', label: 'AI Tutor Chat', icon: 'chat', blurb: 'Ask Morah AI a question.', load: () => import('./tutor-demo').then((m) => ({ default: m.TutorDemo })) },
  { id: 'badges', label: 'Achievement Badges', icon: 'medal', blurb: 'Badges earned by learning.', load: () => import('./badges-demo').then((m) => ({ default: m.BadgesDemo })) },
  { id: 'analytics', label: 'Learning Analytics', icon: 'chart', blurb: 'Minutes, XP and scores.', load: () => import('./analytics-demo').then((m) => ({ default: m.AnalyticsDemo })) },
  { id: 'calligraphy', label: 'Hebrew Calligraphy', icon: 'palette', blurb: 'Write the first five letters.', load: () => import('./calligraphy-demo').then((m) => ({ default: m.CalligraphyDemo })) },
  { id: 'quiz', label: 'Interactive Quizzes', icon: 'sparkle', blurb: 'A short quiz with a grade.', load: () => import('./quiz-demo').then((m) => ({ default: m.QuizDemo })) },
  { id: 'calendar', label: 'Jewish Calendar', icon: 'menorah', blurb: 'Holidays and candle lighting.', load: () => import('./calendar-demo').then((m) => ({ default: m.CalendarDemo })) },
  { id: 'paths', label: 'Learning Paths', icon: 'compass', blurb: 'Step-by-step journeys.', load: () => import('./learning-paths-demo').then((m) => ({ default: m.LearningPathsDemo })) },
  { id: 'avatar', label: 'Avatar Studio', icon: 'heart', blurb: 'Design a character.', load: () => import('./avatar-studio-demo').then((m) => ({ default: m.AvatarStudioDemo })) },
  { id: 'dashboard', label: 'Executive Dashboard', icon: 'house', blurb: 'A class or a family at a glance.', load: () => import('./executive-dashboard-demo').then((m) => ({ default: m.ExecutiveDashboardDemo })) },
];

const LAZY = new Map(DEMOS.map((demo) => [demo.id, lazy(demo.load)]));

/** `/showcase`: the Premium Features Showcase, one demo at a time; the chosen one is in the address (`?demo=`). */
export function ShowcasePage() {
  const [params, setParams] = useSearchParams();
  const current = DEMOS.find((demo) => demo.id === params.get('demo')) ?? DEMOS[0]!;
  const Current = LAZY.get(current.id)!;
  return (
    <PageShell eyebrow="Showcase" title="Premium Features Showcase" documentTitle="Showcase" intro="Nine things Morah can do. Pick one and try it." wide>
      <nav aria-label="Demos" className="showcase-picker">
        <ul>
          {DEMOS.map((demo) => (
            <li key={demo.id}>
              <button
                type="button"
                className="showcase-picker__item toggle-tile"
                aria-pressed={demo.id === current.id}
                onClick={() => setParams({ demo: demo.id }, { replace: true })}
              >
                <Icon name={demo.icon} />
                <span className="showcase-picker__label">{demo.label}</span>
                <span className="showcase-picker__blurb">{demo.blurb}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="showcase-demo" aria-labelledby="showcase-demo-title">
        <h2 id="showcase-demo-title" className="showcase-demo__title">
          {current.label}
        </h2>
        <DemoPanel demoId={current.id} label={current.label}>
          <Current />
        </DemoPanel>
      </section>
    </PageShell>
  );
}
