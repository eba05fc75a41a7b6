import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '@/components/admin/query-state';
import { ChartBoundary } from '@/components/chart-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useGetInstituteDashboardQuery } from '../api/dashboard-api';
import { AttentionSummary } from '../components/attention-summary';
import { InstituteFigures } from '../components/institute-figures';
import { InstitutePageFrame } from '../components/institute-page-frame';
import { LoanConcerns } from '../components/loan-concerns';
import { TEXT, TOASTS } from '../institute-texts';
import { paths } from '@/lib/paths';

// Chart code loads only when the dashboard draws its charts (STACK: load chart code lazily).
const DistributionCharts = lazy(() =>
  import('../components/distribution-charts').then((m) => ({ default: m.DistributionCharts })),
);

/**
 * /{institute}/admin/dashboard: seats, students, counselors, scenarios, the students who need
 * attention, two distributions whose bars open the students behind them, and the students the
 * loan law of 1 July 2026 concerns.
 */
export function InstituteDashboardPage() {
  const query = useGetInstituteDashboardQuery();
  const { institute = '' } = useParams();
  const studentsPath = paths.institute.users(institute);
  return (
    <InstitutePageFrame title="Dashboard">
      <QueryState
        query={query}
        fallback={TOASTS.fetchFailed}
        isEmpty={() => false}
        empty={null}
        loadingLabel="Loading the dashboard"
      >
        {(data) => (
          <div className="space-y-8">
            <InstituteFigures data={data} />
            <AttentionSummary attention={data.attention} studentsPath={studentsPath} />
            {data.scenarios === 0 ? (
              <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
                {TEXT.noScenariosYet}
              </p>
            ) : (
              <ChartBoundary
                name="Institute distribution charts"
                fallback="The charts could not be drawn. The figures above are complete."
              >
                <Suspense fallback={<Spinner size="lg" label="Loading the charts" />}>
                  <DistributionCharts data={data} studentsPath={studentsPath} />
                </Suspense>
              </ChartBoundary>
            )}
            {data.scenarios > 0 && <LoanConcerns institute={institute} loans={data.loans} />}
          </div>
        )}
      </QueryState>
    </InstitutePageFrame>
  );
}
