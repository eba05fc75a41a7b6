import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { HomePage } from '@/features/home/routes/home-page';
import { HomePricingPage } from '@/features/home/routes/home-pricing-page';
import { HomeStudentLoginPage } from '@/features/home/routes/home-student-login-page';
import { instituteAdminRoutes, platformAdminRoute } from './admin-routes';
import { RequireUser } from './guards/require-user';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/*
 * Only the home page is in the first bundle (issue #14: at most 150 kB of gzip JavaScript for a
 * visitor's first page, measured by bench/bundle.mjs). Every other page loads through route
 * `lazy` on first visit, as the admin screens do (admin-routes.tsx): the router keeps the old
 * page on screen until the new one's code is in, and a first load shows the spinner.
 * `lazyPage` makes a route's `lazy`: the module's page component.
 */
function lazyPage<M>(load: () => Promise<M>, name: keyof M) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const about = lazyPage(() => import('@/features/about/routes/about-page'), 'AboutPage');
const college = lazyPage(() => import('@/features/rankings/routes/college-page'), 'CollegePage');
const contact = lazyPage(() => import('@/features/contact/routes/contact-page'), 'ContactPage');
const emailVerify = lazyPage(
  () => import('@/features/auth/routes/email-verify-page'),
  'EmailVerifyPage',
);
const forgot = lazyPage(() => import('@/features/auth/routes/forgot-page'), 'ForgotPage');
const howWeRank = lazyPage(
  () => import('@/features/rankings/routes/how-we-rank-page'),
  'HowWeRankPage',
);
const profile = lazyPage(() => import('@/features/profile/routes/profile-page'), 'ProfilePage');
const rankings = lazyPage(() => import('@/features/rankings/routes/rankings-page'), 'RankingsPage');
const referral = lazyPage(() => import('@/features/referral/routes/referral-page'), 'ReferralPage');
const resetPassword = lazyPage(
  () => import('@/features/auth/routes/reset-password-page'),
  'ResetPasswordPage',
);
const resource = lazyPage(
  () => import('@/features/resources/routes/resource-page'),
  'ResourcePage',
);
const resources = lazyPage(
  () => import('@/features/resources/routes/resources-page'),
  'ResourcesPage',
);
const verification = lazyPage(
  () => import('@/features/auth/routes/verification-page'),
  'VerificationPage',
);
/** The calculator (form, engine, charts). */
const collegeSelection = lazyPage(
  () => import('@/features/calculator/routes/college-selection-page'),
  'CollegeSelectionPage',
);
const editScenario = lazyPage(
  () => import('@/features/calculator/routes/edit-scenario-page'),
  'EditScenarioPage',
);
const results = lazyPage(() => import('@/features/calculator/routes/results-page'), 'ResultsPage');

/** Public routes of spec §2, inside the shared layout. */
const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'rankings', lazy: rankings },
  { path: 'rankings/method', lazy: howWeRank },
  { path: 'rankings/college/:id', lazy: college },
  { path: 'collegeSelection', lazy: collegeSelection },
  { path: 'editscenario/:id', lazy: editScenario },
  { path: 'contact', lazy: contact },
  { path: 'about', lazy: about },
  { path: 'resources', lazy: resources },
  { path: 'resources/:id', lazy: resource },
  {
    element: <RequireUser />,
    children: [
      { path: 'collegeSelection/results', lazy: results },
      { path: 'collegeSelection/results/:id', lazy: results },
      { path: 'referral', lazy: referral },
      { path: 'profile', lazy: profile },
    ],
  },
  // Dynamic segments rank below every static path above, so these only catch what is left.
  { path: ':price', element: <HomePricingPage /> },
  { path: ':mailStatus/:mail/:dummyPassword', element: <HomeStudentLoginPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Spec §2 routes without the shared layout. */
const accountPages: RouteObject[] = [
  { path: 'forgot', lazy: forgot },
  { path: 'verification/:email', lazy: verification },
  { path: 'emailverify/:email/:token', lazy: emailVerify },
  { path: 'forgot/:email/:token', lazy: resetPassword },
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
