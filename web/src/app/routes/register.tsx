import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageShell } from '@/components/ui/page-shell';
import { RegisterForm } from '@/features/auth/components/register-form';
import '@/features/auth/auth.css';

export function RegisterRoute() {
  const navigate = useNavigate();
  return (
    <PageShell title="Create Your Account" intro="First tell us who you are.">
      <Card className="auth-card auth-card--wide">
        <RegisterForm onSuccess={() => navigate('/', { replace: true })} />
      </Card>
    </PageShell>
  );
}
