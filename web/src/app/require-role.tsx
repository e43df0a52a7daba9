import type { Role, User } from '@morah/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * A page for one role. Anyone else goes to their own home (`/`, which shows each role its own),
 * so a student who opens /teacher never meets a screen of 'Only teachers can do that.'.
 */
export function RequireRole({ user, role, children }: { user: User; role: Role; children: ReactNode }) {
  return user.role === role ? children : <Navigate to="/" replace />;
}
