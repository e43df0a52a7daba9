import type { User } from '@morah/contracts';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { useUser } from '@/lib/auth';
import { NotFoundRoute } from './routes/not-found';

// Every page is its own chunk, so the landing page ships only what it needs.
const LandingRoute = lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute })));
const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const StudentRoute = lazy(() => import('./routes/student').then((m) => ({ default: m.StudentRoute })));
const TeacherRoute = lazy(() => import('./routes/teacher').then((m) => ({ default: m.TeacherRoute })));
const ParentRoute = lazy(() => import('./routes/parent').then((m) => ({ default: m.ParentRoute })));
const BadgesRoute = lazy(() => import('./routes/badges').then((m) => ({ default: m.BadgesRoute })));
const GamificationRoute = lazy(() => import('./routes/gamification').then((m) => ({ default: m.GamificationRoute })));
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));
const SignedInLayout = lazy(() => import('@/components/layouts/signed-in-layout').then((m) => ({ default: m.SignedInLayout })));

/** Spec core 2.1: the signed-in table once the current user is known, the public one otherwise. */
export function AppRoutes() {
  const { user, status } = useUser();
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes loading={status === 'loading'} />;
}

function SignedOutRoutes({ loading }: { loading: boolean }) {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path="login" element={<LoginRoute />} />
        <Route path="register" element={<RegisterRoute />} />
        {/* Until we know who is here, the visitor's view (with its invitation to log in) waits. */}
        <Route path="badges" element={loading ? <PageLoader /> : <BadgesRoute user={null} />} />
        {/* Spec 2.9: the profile has its own loading and signed-out texts. */}
        <Route path="profile" element={<ProfileRoute />} />
        {/* Until we know who is here, a path outside the public table may still be a signed-in page. */}
        <Route path="*" element={loading ? <PageLoader /> : <NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route element={<SignedInLayout user={user} />}>
          <Route index element={<HomeRoute user={user} />} />
          <Route path="student" element={<StudentRoute user={user} />} />
          <Route path="teacher" element={<TeacherRoute />} />
          <Route path="parent" element={<ParentRoute />} />
          <Route path="badges" element={<BadgesRoute user={user} />} />
          <Route path="gamification" element={<GamificationRoute user={user} />} />
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="login" element={<Navigate to="/" replace />} />
          <Route path="register" element={<Navigate to="/" replace />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
