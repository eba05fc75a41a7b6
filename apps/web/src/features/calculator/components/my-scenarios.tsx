import { useState } from 'react';
import { Link } from 'react-router';
import {
  SCENARIO_MESSAGES,
  SCENARIO_SUCCESS,
  type ScenarioSummary,
  formatDate,
} from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiErrorMessage, toast } from '@/lib/toast';
import {
  useDeleteScenarioMutation,
  useDuplicateScenarioMutation,
  useGetScenariosQuery,
} from '../api/calculator-api';
import { TEXTS } from '../calculator-texts';
import { QueryError } from '@/components/query-error';
import { AccessPrompt } from '@/components/access-prompt';
import { CommentNotices } from './comment-notices';

const linkClass = 'text-sm font-medium text-emerald-800 underline underline-offset-2';

/** The signed-in user's saved scenarios on /collegeSelection. */
export function MyScenarios() {
  const list = useGetScenariosQuery();
  const [remove, removing] = useDeleteScenarioMutation();
  const [duplicate, duplicating] = useDuplicateScenarioMutation();
  const [doomed, setDoomed] = useState<ScenarioSummary | null>(null);

  // The list reloads by itself (the mutation invalidates it), so the copy shows up there.
  const duplicateScenario = async (id: string) => {
    try {
      const answer = await duplicate(id).unwrap();
      toast.success(answer.message || SCENARIO_SUCCESS.duplicated);
    } catch (err) {
      toast.apiError(err, TEXTS.duplicateFailed);
    }
  };

  const confirmDelete = async () => {
    if (!doomed) return;
    const id = doomed.id;
    setDoomed(null);
    try {
      const answer = await remove(id).unwrap();
      toast.success(answer.message || SCENARIO_SUCCESS.deleted);
    } catch (err) {
      // A failed scenario delete is an info toast, not an error.
      toast.info(apiErrorMessage(err) ?? TEXTS.deleteFailed);
    }
  };

  const scenarios = list.data?.scenarios ?? [];
  const max = list.data?.limits.max_scenarios ?? null;
  return (
    <section aria-labelledby="my-scenarios-heading" className="mt-8 space-y-3">
      <CommentNotices />
      <h2 id="my-scenarios-heading" className="text-2xl font-semibold text-slate-900">
        {TEXTS.myScenarios}
        {max !== null && (
          <span className="ml-2 text-base font-normal text-slate-600">
            ({scenarios.length} of {max} on the free plan)
          </span>
        )}
      </h2>
      {list.isError ? (
        <QueryError
          error={list.error}
          fallback={TEXTS.scenariosFailed}
          onRetry={() => void list.refetch()}
        />
      ) : list.isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your scenarios…
        </p>
      ) : scenarios.length === 0 ? (
        <p className="text-slate-600">{TEXTS.noScenarios}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {scenarios.map((s) => (
            <li key={s.id} className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{s.name || TEXTS.untitled}</h3>
              <p className="text-sm text-slate-700">{s.colleges.map((c) => c.name).join(' · ')}</p>
              <p className="text-xs text-slate-500">Updated {formatDate(s.updated_at)}</p>
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <Link
                  to={paths.results(s.id)}
                  className={linkClass}
                  aria-label={`${TEXTS.openResults}: ${s.name || TEXTS.untitled}`}
                >
                  {TEXTS.openResults}
                </Link>
                <Link
                  to={paths.editScenario(s.id)}
                  className={linkClass}
                  aria-label={`${TEXTS.edit}: ${s.name || TEXTS.untitled}`}
                >
                  {TEXTS.edit}
                </Link>
                <Button
                  size="sm"
                  variant="ghost"
                  isLoading={duplicating.isLoading && duplicating.originalArgs === s.id}
                  onClick={() => void duplicateScenario(s.id)}
                  aria-label={`${TEXTS.duplicate}: ${s.name || TEXTS.untitled}`}
                >
                  {TEXTS.duplicate}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  isLoading={removing.isLoading && removing.originalArgs === s.id}
                  onClick={() => setDoomed(s)}
                  aria-label={`${TEXTS.delete}: ${s.name || TEXTS.untitled}`}
                >
                  {TEXTS.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {max !== null && scenarios.length >= max && (
        <AccessPrompt kind="upgrade" message={SCENARIO_MESSAGES.freeScenarioLimit} />
      )}
      <Modal
        isOpen={doomed !== null}
        onClose={() => setDoomed(null)}
        title={TEXTS.deleteTitle}
        description={
          doomed ? `“${doomed.name || TEXTS.untitled}” will be deleted for good.` : undefined
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setDoomed(null)}>
            {TEXTS.cancel}
          </Button>
          <Button onClick={() => void confirmDelete()}>{TEXTS.deleteConfirm}</Button>
        </div>
      </Modal>
    </section>
  );
}
