import { createHashRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { EmailVerifyPage } from '@/features/auth/routes/email-verify-page';
import { ForgotPage } from '@/features/auth/routes/forgot-page';
import { ResetPasswordPage } from '@/features/auth/routes/reset-password-page';
import { VerificationPage } from '@/features/auth/routes/verification-page';
import { AboutPage } from '@/features/about/routes/about-page';
import { ContactPage } from '@/features/contact/routes/contact-page';
import { HomePage } from '@/features/home/routes/home-page';
import { HomePricingPage } from '@/features/home/routes/home-pricing-page';
import { HomeStudentLoginPage } from '@/features/home/routes/home-student-login-page';
import { ProfilePage } from '@/features/profile/routes/profile-page';
import { CollegePage } from '@/features/rankings/routes/college-page';
import { HowWeRankPage } from '@/features/rankings/routes/how-we-rank-page';
import { RankingsPage } from '@/features/rankings/routes/rankings-page';
import { ReferralPage } from '@/features/referral/routes/referral-page';
import { ResourcePage } from '@/features/resources/routes/resource-page';
import { ResourcesPage } from '@/features/resources/routes/resources-page';
import { instituteAdminRoutes, platformAdminRoute } from './admin-routes';
import { RequireUser } from './guards/require-user';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/*
 * The calculator (form, engine, charts) loads through route `lazy` on first visit, so its code
 * stays out of the first bundle, as the admin screens do (admin-routes.tsx).
 */
const collegeSelection = () =>
  import('@/features/calculator/routes/college-selection-page').then((m) => ({
    Component: m.CollegeSelectionPage,
  }));
const editScenario = () =>
  import('@/features/calculator/routes/edit-scenario-page').then((m) => ({
    Component: m.EditScenarioPage,
  }));
const results = () =>
  import('@/features/calculator/routes/results-page').then((m) => ({ Component: m.ResultsPage }));

/** Public routes of spec §2, inside the shared layout. */
const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'rankings', element: <RankingsPage /> },
  { path: 'rankings/method', element: <HowWeRankPage /> },
  { path: 'rankings/college/:id', element: <CollegePage /> },
  { path: 'collegeSelection', lazy: collegeSelection },
  { path: 'editscenario/:id', lazy: editScenario },
  { path: 'contact', element: <ContactPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'resources', element: <ResourcesPage /> },
  { path: 'resources/:id', element: <ResourcePage /> },
  {
    element: <RequireUser />,
    children: [
      { path: 'collegeSelection/results', lazy: results },
      { path: 'collegeSelection/results/:id', lazy: results },
      { path: 'referral', element: <ReferralPage /> },
      { path: 'profile', element: <ProfilePage /> },
    ],
  },
  // Dynamic segments rank below every static path above, so these only catch what is left.
  { path: ':price', element: <HomePricingPage /> },
  { path: ':mailStatus/:mail/:dummyPassword', element: <HomeStudentLoginPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Spec §2 routes without the shared layout. */
const accountPages: RouteObject[] = [
  { path: 'forgot', element: <ForgotPage /> },
  { path: 'verification/:email', element: <VerificationPage /> },
  { path: 'emailverify/:email/:token', element: <EmailVerifyPage /> },
  { path: 'forgot/:email/:token', element: <ResetPasswordPage /> },
];

/** Every route of spec §2. Exported so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        // A pathless child with its own error element keeps the header when a page breaks.
        children: [{ errorElement: <RouteErrorPage />, children: publicPages }],
      },
      ...accountPages,
      platformAdminRoute,
      ...instituteAdminRoutes,
    ],
  },
];

/** Hash routing (spec §2): routes live after the # sign, so the server needs no SPA fallback. */
export function createAppRouter() {
  return createHashRouter(routes);
}
