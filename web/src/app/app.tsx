import { BrowserRouter } from 'react-router-dom';
import { ParticleBackgroundGate } from '@/components/particle-background/particle-background-gate';
import { useUser } from '@/lib/auth';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
        <Background />
      </BrowserRouter>
    </AppProvider>
  );
}

/** The particle background behind the pages that suit it, loaded once the page is usable. */
function Background() {
  const { user } = useUser();
  return <ParticleBackgroundGate signedIn={user !== null} />;
}
