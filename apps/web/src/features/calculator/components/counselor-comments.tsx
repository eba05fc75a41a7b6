import { useId } from 'react';
import { ScenarioCommentCard } from '@/components/scenario-comment';
import { Button } from '@/components/ui/button';
import { useGetScenarioCommentsQuery } from '../api/calculator-api';
import { TEXTS } from '../calculator-texts';

/**
 * "Comments from your counselor" on a saved scenario's results (GET /scenario/{id}/comments).
 * Hidden when there are none; loading and failure are one quiet line each, so the results never
 * wait for the comments.
 */
export function CounselorComments({ scenarioId }: { scenarioId: string }) {
  const headingId = useId();
  const query = useGetScenarioCommentsQuery(scenarioId);
  if (query.isLoading) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {TEXTS.commentsLoading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <p>{TEXTS.commentsFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {TEXTS.tryAgain}
        </Button>
      </div>
    );
  }
  const comments = query.data?.comments ?? [];
  if (comments.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200 sm:p-5"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {TEXTS.commentsHeading}
      </h2>
      <ul className="space-y-3">
        {comments.map((comment) => (
          <li key={comment.id}>
            <ScenarioCommentCard comment={comment} />
          </li>
        ))}
      </ul>
    </section>
  );
}
