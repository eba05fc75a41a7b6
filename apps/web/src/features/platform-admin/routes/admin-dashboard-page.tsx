import { lazy, Suspense } from 'react';
import { ChartBoundary } from '@/components/chart-boundary';
import { TitledSection } from '@/components/titled-section';
import { Spinner } from '@/components/ui/spinner';
import { GENERIC_TEXT } from '@/components/admin/action-texts';
import { useGetDashboardQuery } from '../api/dashboard-api';
import { AuditLogSection } from '../components/audit-log-section';
import { AdminPageFrame } from '../components/admin-page-frame';
import { DashboardFigures } from '../components/dashboard-figures';
import { QueryState } from '@/components/admin/query-state';
import { RecentActivity } from '../components/recent-activity';
import { useAdminAccess } from '../hooks/use-admin-access';

// Chart code loads only when the dashboard draws its chart (STACK: load chart code lazily).
const SignupsChart = lazy(() =>
  import('../components/signups-chart').then((m) => ({ default: m.SignupsChart })),
);

/** /crm/dashboard (any admin): figures, sign-ups per week, recent activity; the audit log for full admins. */
export function AdminDashboardPage() {
  const query = useGetDashboardQuery();
  const { access } = useAdminAccess();
  return (
    <AdminPageFrame title="Dashboard">
      <QueryState
        query={query}
        fallback={GENERIC_TEXT.fetchFailed}
        isEmpty={() => false}
        empty={null}
        loadingLabel="Loading the dashboard"
      >
        {(data) => (
          <div className="space-y-8">
            <DashboardFigures data={data} />
            <ChartBoundary
              name="Sign-ups chart"
              fallback="The chart could not be drawn. The figures above are complete."
            >
              <Suspense fallback={<Spinner size="lg" label="Loading the chart" />}>
                <SignupsChart weeks={data.users.signups_per_week} />
              </Suspense>
            </ChartBoundary>
            <TitledSection title="Recent admin activity">
              <RecentActivity entries={data.recent_activity} />
            </TitledSection>
          </div>
        )}
      </QueryState>
      {access?.fullAdmin && <AuditLogSection />}
    </AdminPageFrame>
  );
}
