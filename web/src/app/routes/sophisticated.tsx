import { TorahAcademyPage } from '@/features/torah-academy/components/torah-academy-page';

/** `/sophisticated`: Torah Academy. */
export function SophisticatedRoute() {
  return <TorahAcademyPage />;
}
