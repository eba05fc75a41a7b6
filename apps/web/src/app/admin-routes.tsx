import { Navigate, type RouteObject } from 'react-router';
import { AdminLoginGate } from './guards/admin-login-gate';
import { InstituteLoginGate } from './guards/institute-login-gate';
import { RequireAdmin } from './guards/require-admin';
import { RequireInstituteAdmin } from './guards/require-institute-admin';

/*
 * Admin screens load through route `lazy` on first visit, so their code stays out of the
 * first bundle that every student downloads. Only the guards are eager (they are tiny).
 */

/** Platform admin: /crm is the login; everything below it needs adminAuthToken. */
export const platformAdminRoute: RouteObject = {
  path: 'crm',
  children: [
    {
      element: <AdminLoginGate />,
      children: [
        {
          index: true,
          lazy: () =>
            import('@/features/platform-admin/routes/admin-login-page').then((m) => ({
              Component: m.AdminLoginPage,
            })),
        },
      ],
    },
    {
      element: <RequireAdmin />,
      children: [
        {
          path: 'dashboard',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-dashboard-page').then((m) => ({
              Component: m.AdminDashboardPage,
            })),
        },
        {
          path: 'testimonials',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-testimonials-page').then((m) => ({
              Component: m.AdminTestimonialsPage,
            })),
        },
        {
          path: 'resources',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-resources-page').then((m) => ({
              Component: m.AdminResourcesPage,
            })),
        },
        {
          path: 'resources/:id',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-resource-page').then((m) => ({
              Component: m.AdminResourcePage,
            })),
        },
        {
          path: 'subscriptions',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-subscriptions-page').then((m) => ({
              Component: m.AdminSubscriptionsPage,
            })),
        },
        {
          path: 'users',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-users-page').then((m) => ({
              Component: m.AdminUsersPage,
            })),
        },
        {
          path: 'free-subscription',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-free-subscription-page').then((m) => ({
              Component: m.AdminFreeSubscriptionPage,
            })),
        },
        {
          path: 'subadmins',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-subadmins-page').then((m) => ({
              Component: m.AdminSubadminsPage,
            })),
        },
        {
          path: 'home',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-home-content-page').then((m) => ({
              Component: m.AdminHomeContentPage,
            })),
        },
        {
          path: 'rankings',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-rankings-content-page').then((m) => ({
              Component: m.AdminRankingsContentPage,
            })),
        },
        {
          path: 'resources-content',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-resources-content-page').then((m) => ({
              Component: m.AdminResourcesContentPage,
            })),
        },
        {
          path: 'about',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-about-content-page').then((m) => ({
              Component: m.AdminAboutContentPage,
            })),
        },
        {
          path: 'privacy',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-privacy-content-page').then((m) => ({
              Component: m.AdminPrivacyContentPage,
            })),
        },
        {
          path: 'terms',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-terms-content-page').then((m) => ({
              Component: m.AdminTermsContentPage,
            })),
        },
        {
          path: 'accessibility',
          lazy: () =>
            import('@/features/platform-admin/routes/admin-accessibility-content-page').then(
              (m) => ({ Component: m.AdminAccessibilityContentPage }),
            ),
        },
      ],
    },
  ],
};

const instituteLogin = () =>
  import('@/features/institute-admin/routes/institute-login-page').then((m) => ({
    Component: m.InstituteLoginPage,
  }));

/**
 * A student's scenario for the institute's counselors: the institute screen shows the
 * calculator's read-only results, put together here since one feature never imports another.
 */
const coachedScenario = async () => {
  const [page, results] = await Promise.all([
    import('@/features/institute-admin/routes/institute-scenario-page'),
    import('@/features/calculator/components/read-only-results'),
  ]);
  const { InstituteScenarioPage } = page;
  const { ReadOnlyResults } = results;
  return { Component: () => <InstituteScenarioPage Results={ReadOnlyResults} /> };
};

/** Institute admin: two login paths, then /{institute}/admin/* behind its token. */
export const instituteAdminRoutes: RouteObject[] = [
  {
    element: <InstituteLoginGate />,
    children: [
      { path: 'institute/admin', lazy: instituteLogin },
      { path: 'confirm-subscription/:dummyPassword/:mail', lazy: instituteLogin },
    ],
  },
  {
    path: ':institute/admin',
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      {
        element: <RequireInstituteAdmin />,
        children: [
          {
            path: 'dashboard',
            lazy: () =>
              import('@/features/institute-admin/routes/institute-dashboard-page').then((m) => ({
                Component: m.InstituteDashboardPage,
              })),
          },
          {
            path: 'users',
            lazy: () =>
              import('@/features/institute-admin/routes/institute-users-page').then((m) => ({
                Component: m.InstituteUsersPage,
              })),
          },
          {
            path: 'users/:id',
            lazy: () =>
              import('@/features/institute-admin/routes/institute-student-page').then((m) => ({
                Component: m.InstituteStudentPage,
              })),
          },
          { path: 'scenarios/:id', lazy: coachedScenario },
          {
            path: 'subadmins',
            lazy: () =>
              import('@/features/institute-admin/routes/institute-subadmins-page').then((m) => ({
                Component: m.InstituteSubadminsPage,
              })),
          },
          {
            path: 'update-password',
            lazy: () =>
              import('@/features/institute-admin/routes/institute-update-password-page').then(
                (m) => ({ Component: m.InstituteUpdatePasswordPage }),
              ),
          },
        ],
      },
    ],
  },
];
