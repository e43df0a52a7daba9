import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/ui/page-shell';
import { useUser } from '@/lib/auth';
import { QuizGenerator } from '@/features/quizzes/components/quiz-generator';
import { QuizPage } from '@/features/quizzes/components/quiz-page';
import { QuizResultsPage } from '@/features/quizzes/components/quiz-results-page';
import '@/features/quizzes/quizzes.css';

/** `/quiz-generator` */
export function QuizGeneratorRoute() {
  const { user } = useUser();
  if (user && user.role !== 'student') {
    return (
      <PageShell eyebrow="Quizzes" title="AI Quiz Generator" intro="Students ask Morah for quizzes here; you can open a student's quiz from its link to see how they did.">
        <p className="empty-state">Quizzes are made by students.</p>
      </PageShell>
    );
  }
  return <QuizGenerator />;
}

/** `/quiz/{id}` */
export function QuizRoute() {
  const { id } = useParams();
  const { user } = useUser();
  return <QuizPage quizId={Number(id)} viewerId={user?.id ?? null} />;
}

/** `/quiz/{id}/results` */
export function QuizResultsRoute() {
  const { id } = useParams();
  return <QuizResultsPage quizId={Number(id)} />;
}
