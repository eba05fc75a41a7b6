import { type ComponentType, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import {
  type CoachedScenarioResponse,
  formatDate,
  reportFileName,
  type SavedScenario,
  stateName,
} from '@degreeworth/core';
import { QueryState } from '@/components/admin/query-state';
import { ChartBoundary } from '@/components/chart-boundary';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import {
  useDownloadCoachedScenarioPdfMutation,
  useGetCoachedScenarioQuery,
  useMarkRepliesReadMutation,
} from '../api/coaching-api';
import { CommentsThread } from '../components/comments-thread';
import { DownloadButton } from '../components/download-button';
import { InstitutePageFrame } from '../components/institute-page-frame';
import { TEXT, TOASTS } from '../institute-texts';

/** The read-only results of a saved scenario (the calculator's, given by app/admin-routes.tsx). */
export type ScenarioResultsComponent = ComponentType<{ scenario: SavedScenario }>;

const COMMENTS_ID = 'scenario-comments';
const linkClass = 'text-sm font-medium text-emerald-800 underline underline-offset-2';

function ScenarioHeader({ data }: { data: CoachedScenarioResponse }) {
  const { institute = '' } = useParams();
  const { student, scenario, comments } = data;
  const [download, { isLoading }] = useDownloadCoachedScenarioPdfMutation();
  const title = scenario.name || scenario.colleges.map((c) => c.name).join(' vs ');
  return (
    <header className="space-y-3">
      <Link to={paths.institute.student(institute, student.id)} className={linkClass}>
        Back to {student.name}’s scenarios
      </Link>
      <h2 className="text-xl font-semibold break-words text-slate-900">
        {scenario.name || 'Untitled scenario'}
      </h2>
      <p className="text-sm break-words text-slate-600">
        {student.name} ({student.email}) · saved {formatDate(scenario.updated_at)} ·{' '}
        {stateName(scenario.payload.home_state) ?? scenario.payload.home_state}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <DownloadButton
          label={TEXT.downloadPdf}
          fileName={reportFileName(title)}
          fetchFile={() => download(scenario.id).unwrap()}
          isLoading={isLoading}
        />
        <Button
          variant="link"
          className="xl:hidden"
          onClick={() => {
            // Hash routing: a #anchor would change the route, so focus moves by hand.
            document.getElementById(COMMENTS_ID)?.focus();
          }}
        >
          {TEXT.commentsHeading} ({comments.length})
        </Button>
      </div>
    </header>
  );
}

/**
 * /{institute}/admin/scenarios/{id}: a student's scenario and its results, read-only, the
 * comments thread with a new comment (how a counselor coaches the student), and the PDF.
 */
export function InstituteScenarioPage({ Results }: { Results: ScenarioResultsComponent }) {
  const { id = '' } = useParams();
  const query = useGetCoachedScenarioQuery(id);
  const [markRead] = useMarkRepliesReadMutation();
  const hasReplies = query.data?.comments.some((c) => c.author.role === 'student') ?? false;
  useEffect(() => {
    // The student's replies are read once shown; a failure leaves them counted as unread.
    if (hasReplies) void markRead(id);
  }, [hasReplies, id, markRead]);
  return (
    <InstitutePageFrame title="Student scenario">
      <QueryState
        query={query}
        fallback={TOASTS.fetchFailed}
        isEmpty={() => false}
        empty={null}
        loadingLabel="Loading the scenario"
      >
        {(data) => (
          <div className="space-y-8">
            <ScenarioHeader data={data} />
            <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
              <ChartBoundary
                name="Coached scenario results"
                fallback="The results could not be shown. The PDF has the same figures."
              >
                <Results scenario={data.scenario} />
              </ChartBoundary>
              <CommentsThread id={COMMENTS_ID} scenarioId={id} comments={data.comments} />
            </div>
          </div>
        )}
      </QueryState>
    </InstitutePageFrame>
  );
}
