import { ProgramsPage } from '@/features/marketing/components/programs-page';

export function ProgramsRoute() {
  return <ProgramsPage />;
}
