import type { User } from '@morah/contracts';
import { lazy, type ReactElement, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { setViewerSignedIn } from '@/config/available-routes';
import { useUser } from '@/lib/auth';
import { LiveSignOut } from './live-sign-out';
import { PremiumReturnGate } from './premium-return-gate';
import { RequireRole } from './require-role';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';

// Every page is its own chunk, so the landing page ships only what it needs. The landing page itself
// comes with the app, so a visitor sees it at once while the sign-in check is still on its way.
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute })));
const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const StudentRoute = lazy(() => import('./routes/student').then((m) => ({ default: m.StudentRoute })));
const TeacherRoute = lazy(() => import('./routes/teacher').then((m) => ({ default: m.TeacherRoute })));
const ParentRoute = lazy(() => import('./routes/parent').then((m) => ({ default: m.ParentRoute })));
const BadgesRoute = lazy(() => import('./routes/badges').then((m) => ({ default: m.BadgesRoute })));
const GamificationRoute = lazy(() => import('./routes/gamification').then((m) => ({ default: m.GamificationRoute })));
const BooksRoute = lazy(() => import('./routes/books').then((m) => ({ default: m.BooksRoute })));
const BookRoute = lazy(() => import('./routes/books').then((m) => ({ default: m.BookRoute })));
const ColoringRoute = lazy(() => import('./routes/coloring').then((m) => ({ default: m.ColoringRoute })));
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));
const PrivacyRoute = lazy(() => import('./routes/privacy').then((m) => ({ default: m.PrivacyRoute })));
const AboutRoute = lazy(() => import('./routes/about').then((m) => ({ default: m.AboutRoute })));
const ProgramsRoute = lazy(() => import('./routes/programs').then((m) => ({ default: m.ProgramsRoute })));
const CommunityRoute = lazy(() => import('./routes/community').then((m) => ({ default: m.CommunityRoute })));
const InsightsRoute = lazy(() => import('./routes/insights').then((m) => ({ default: m.InsightsRoute })));
const SponsorshipRoute = lazy(() => import('./routes/sponsorship').then((m) => ({ default: m.SponsorshipRoute })));
const ShowcaseRoute = lazy(() => import('./routes/showcase').then((m) => ({ default: m.ShowcaseRoute })));
const SophisticatedRoute = lazy(() => import('./routes/sophisticated').then((m) => ({ default: m.SophisticatedRoute })));
const BadgeShowcaseRoute = lazy(() => import('./routes/badge-showcase').then((m) => ({ default: m.BadgeShowcaseRoute })));
const GamesRoute = lazy(() => import('./routes/games').then((m) => ({ default: m.GamesRoute })));
const HebrewMemoryRoute = lazy(() => import('./routes/games').then((m) => ({ default: m.HebrewMemoryRoute })));
const TalmudLogicRoute = lazy(() => import('./routes/games').then((m) => ({ default: m.TalmudLogicRoute })));
const HebrewSequenceRoute = lazy(() => import('./routes/games').then((m) => ({ default: m.HebrewSequenceRoute })));
// The parsha game reads the calendar library's tables: its own chunk.
const PatternParshaRoute = lazy(() => import('./routes/pattern-parsha').then((m) => ({ default: m.PatternParshaRoute })));
const KosherLogicRoute = lazy(() => import('./routes/games').then((m) => ({ default: m.KosherLogicRoute })));
const TestCheckoutRoute = lazy(() => import('./routes/test-checkout').then((m) => ({ default: m.TestCheckoutRoute })));
const ShabbatPuzzleRoute = lazy(() => import('./routes/games').then((m) => ({ default: m.ShabbatPuzzleRoute })));
const ParshaRoute = lazy(() => import('./routes/parsha').then((m) => ({ default: m.ParshaRoute })));
const QuizGeneratorRoute = lazy(() => import('./routes/quizzes').then((m) => ({ default: m.QuizGeneratorRoute })));
const QuizRoute = lazy(() => import('./routes/quizzes').then((m) => ({ default: m.QuizRoute })));
const QuizResultsRoute = lazy(() => import('./routes/quizzes').then((m) => ({ default: m.QuizResultsRoute })));
// A grown-up's safety notices stay at the top of every page until opened; their own chunk, as signed-in pages are.
const SafetyNoticesBanner = lazy(() => import('@/features/safety/components/safety-notices-banner').then((m) => ({ default: m.SafetyNoticesBanner })));
const SignedInLayout = lazy(() => import('@/components/layouts/signed-in-layout').then((m) => ({ default: m.SignedInLayout })));

/** The public pages (about, programs, community, insights, sponsorship, badge showcase, Torah Academy, the showcase): the same for everyone. */
const PUBLIC_PAGE_ROUTES = (
  <>
    <Route path="about" element={<AboutRoute />} />
    <Route path="privacy" element={<PrivacyRoute />} />
    <Route path="programs" element={<ProgramsRoute />} />
    <Route path="community" element={<CommunityRoute />} />
    <Route path="insights" element={<InsightsRoute />} />
    <Route path="sponsorship" element={<SponsorshipRoute />} />
    <Route path="badge-showcase" element={<BadgeShowcaseRoute />} />
    <Route path="sophisticated" element={<SophisticatedRoute />} />
    <Route path="showcase" element={<ShowcaseRoute />} />
  </>
);

/**
 * Spec learning 2: the games are in both tables (a visitor plays; only a student's results are kept).
 * Until we know who is here a game waits: begun in the visitor's table, it would start again from
 * the first round when the signed-in table took over.
 */
const GAMES: ReadonlyArray<readonly [path: string, page: ReactElement]> = [
  ['games', <GamesRoute />],
  ['games/hebrew-memory', <HebrewMemoryRoute />],
  ['games/talmud-logic', <TalmudLogicRoute />],
  ['games/hebrew-sequence', <HebrewSequenceRoute />],
  ['games/pattern-parsha', <PatternParshaRoute />],
  ['games/kosher-logic', <KosherLogicRoute />],
  ['games/shabbat-puzzle', <ShabbatPuzzleRoute />],
];
const gameRoutes = (loading = false) => GAMES.map(([path, page]) => <Route key={path} path={path} element={loading ? <PageLoader /> : page} />);

/** Spec core 2.1: the signed-in table once the current user is known, the public one otherwise. */
export function AppRoutes() {
  const { user, status } = useUser();
  // Links follow the table in force: a visitor is never linked to a signed-in page.
  setViewerSignedIn(user !== null);
  return (
    <>
      <LiveSignOut />
      {user ? <SignedInRoutes user={user} /> : <SignedOutRoutes loading={status === 'loading'} />}
    </>
  );
}

function SignedOutRoutes({ loading }: { loading: boolean }) {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path="login" element={<LoginRoute />} />
        <Route path="register" element={<RegisterRoute />} />
        {PUBLIC_PAGE_ROUTES}
        {/* Until we know who is here, the visitor's view (with its invitation to log in) waits. */}
        <Route path="badges" element={loading ? <PageLoader /> : <BadgesRoute user={null} />} />
        <Route path="coloring" element={loading ? <PageLoader /> : <ColoringRoute user={null} />} />
        {gameRoutes(loading)}
        <Route path="parsha" element={loading ? <PageLoader /> : <ParshaRoute />} />
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
        <Route
          element={
            <SignedInLayout
              user={user}
              banner={
                user.role === 'student' ? null : (
                  <Suspense fallback={null}>
                    <SafetyNoticesBanner role={user.role} />
                  </Suspense>
                )
              }
            />
          }
        >
          <Route index element={<HomeRoute user={user} />} />
          {/* Another role's dashboard sends the user to their own home instead of a page of refusals. */}
          <Route
            path="student"
            element={
              <RequireRole user={user} role="student">
                <StudentRoute user={user} />
              </RequireRole>
            }
          />
          <Route
            path="teacher"
            element={
              <RequireRole user={user} role="teacher">
                <TeacherRoute />
              </RequireRole>
            }
          />
          <Route
            path="parent"
            element={
              <RequireRole user={user} role="parent">
                <ParentRoute />
              </RequireRole>
            }
          />
          <Route path="badges" element={<BadgesRoute user={user} />} />
          <Route path="gamification" element={<GamificationRoute user={user} />} />
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="coloring" element={<ColoringRoute user={user} />} />
          <Route path="books" element={<BooksRoute />} />
          <Route path="books/:id" element={<BookRoute />} />
          {PUBLIC_PAGE_ROUTES}
          {gameRoutes()}
          <Route path="checkout/test/:sessionId" element={<TestCheckoutRoute />} />
          <Route path="parsha" element={<ParshaRoute />} />
          <Route path="quiz-generator" element={<QuizGeneratorRoute />} />
          <Route path="quiz/:id" element={<QuizRoute />} />
          <Route path="quiz/:id/results" element={<QuizResultsRoute />} />
          <Route path="login" element={<Navigate to="/" replace />} />
          <Route path="register" element={<Navigate to="/" replace />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
      <PremiumReturnGate />
    </Suspense>
  );
}
