import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageShell } from '@/components/ui/page-shell';
import { LoginForm } from '@/features/auth/components/login-form';
import '@/features/auth/auth.css';

export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <PageShell title="Log In" intro="Welcome back! Type your username and password.">
      <Card className="auth-card">
        <LoginForm onSuccess={() => navigate('/', { replace: true })} />
      </Card>
    </PageShell>
  );
}
