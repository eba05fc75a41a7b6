import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { HomePage } from '@/features/home/routes/home-page';
import { HomePricingPage } from '@/features/home/routes/home-pricing-page';
import { instituteAdminRoutes, platformAdminRoute } from './admin-routes';
import { loadPage, type PagePath } from './pages';
import { RequireUser } from './guards/require-user';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { StudentLoginRoute } from './routes/student-login-route';
import { RouteErrorPage } from './routes/route-error-page';

/*
 * Only the home page is in the first bundle (the budget: at most 150 kB of gzip JavaScript for a
 * visitor's first page, measured by bench/bundle.mjs). Every other page loads through route
 * `lazy` on first visit, as the admin screens do (admin-routes.tsx): the router keeps the old
 * page on screen until the new one's code is in, and a first load shows the header and a spinner.
 * The page modules and their paths are in pages.json (pages.ts), which the early start reads too.
 * `page(path, name)` is the route: the path and, as its `lazy`, the module's component `name`.
 */
function page(path: PagePath, name: string): RouteObject {
  return { path, lazy: async () => ({ Component: (await loadPage(path))[name] as ComponentType }) };
}

/** Public routes, inside the shared layout. */
const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  page('rankings', 'RankingsPage'),
  page('rankings/method', 'HowWeRankPage'),
  page('rankings/programs', 'ProgramRankingsPage'),
  page('rankings/programs/compare', 'ProgramComparePage'),
  page('rankings/college/:id', 'CollegePage'),
  page('collegeSelection', 'CollegeSelectionPage'),
  page('editscenario/:id', 'EditScenarioPage'),
  // A scenario shared read-only: open to anyone with the link, no account.
  page('shared/:token', 'SharedScenarioPage'),
  page('contact', 'ContactPage'),
  page('about', 'AboutPage'),
  page('privacy', 'PrivacyPage'),
  page('terms', 'TermsPage'),
  page('accessibility', 'AccessibilityPage'),
  page('resources', 'ResourcesPage'),
  page('resources/:id', 'ResourcePage'),
  {
    element: <RequireUser />,
    children: [
      page('collegeSelection/results', 'ResultsPage'),
      page('collegeSelection/results/:id', 'ResultsPage'),
      page('referral', 'ReferralPage'),
      page('profile', 'ProfilePage'),
    ],
  },
  // Dynamic segments rank below every static path above, so these only catch what is left.
  { path: ':price', element: <HomePricingPage /> },
  { path: ':mailStatus/:mail/:dummyPassword', element: <StudentLoginRoute /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Routes without the shared layout. */
const accountPages: RouteObject[] = [
  page('forgot', 'ForgotPage'),
  page('verification/:email', 'VerificationPage'),
  page('emailverify/:email/:token', 'EmailVerifyPage'),
  page('forgot/:email/:token', 'ResetPasswordPage'),
];

/** Every route of the app. Exported so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        // A pathless child with its own error element keeps the header when a page breaks, and
        // with its own fallback shows the header while a first-visited page's code loads (an
        // early first paint).
        children: [
          {
            errorElement: <RouteErrorPage />,
            hydrateFallbackElement: <PageSpinner />,
            children: publicPages,
          },
        ],
      },
      ...accountPages,
      platformAdminRoute,
      ...instituteAdminRoutes,
    ],
  },
];

/** Hash routing: routes live after the # sign, so the server needs no SPA fallback. */
export function createAppRouter() {
  return createHashRouter(routes);
}
