import { useLanguage } from '@/lib/i18n/language';
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
import { useCalculatorTexts } from '../calculator-texts';
import { QueryError } from '@/components/query-error';
import { AccessPrompt } from '@/components/access-prompt';
import { CommentNotices } from './comment-notices';

const linkClass = 'text-sm font-medium text-emerald-800 underline underline-offset-2';

/** The signed-in user's saved scenarios on /collegeSelection. */
export function MyScenarios() {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
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
      toast.apiError(err, t('duplicateFailed'));
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
      toast.info(apiErrorMessage(err) ?? t('deleteFailed'));
    }
  };

  const scenarios = list.data?.scenarios ?? [];
  const max = list.data?.limits.max_scenarios ?? null;
  return (
    <section aria-labelledby="my-scenarios-heading" className="mt-8 space-y-3">
      <CommentNotices />
      <h2 id="my-scenarios-heading" className="text-2xl font-semibold text-slate-900">
        {t('myScenarios')}
        {max !== null && (
          <span className="ml-2 text-base font-normal text-slate-600">
            {t('scenariosCount', { n: scenarios.length, max })}
          </span>
        )}
      </h2>
      {list.isError ? (
        <QueryError
          error={list.error}
          fallback={t('scenariosFailed')}
          onRetry={() => void list.refetch()}
        />
      ) : list.isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('scenariosLoading')}
        </p>
      ) : scenarios.length === 0 ? (
        <p className="text-slate-600">{t('noScenarios')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {scenarios.map((s) => (
            <li key={s.id} className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{s.name || t('untitled')}</h3>
              <p className="text-sm text-slate-700">{s.colleges.map((c) => c.name).join(' · ')}</p>
              <p className="text-xs text-slate-500">
                {t('updated', { date: formatDate(s.updated_at, language) })}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <Link
                  to={paths.results(s.id)}
                  className={linkClass}
                  aria-label={`${t('openResults')}: ${s.name || t('untitled')}`}
                >
                  {t('openResults')}
                </Link>
                <Link
                  to={paths.editScenario(s.id)}
                  className={linkClass}
                  aria-label={`${t('edit')}: ${s.name || t('untitled')}`}
                >
                  {t('edit')}
                </Link>
                <Button
                  size="sm"
                  variant="ghost"
                  isLoading={duplicating.isLoading && duplicating.originalArgs === s.id}
                  onClick={() => void duplicateScenario(s.id)}
                  aria-label={`${t('duplicate')}: ${s.name || t('untitled')}`}
                >
                  {t('duplicate')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  isLoading={removing.isLoading && removing.originalArgs === s.id}
                  onClick={() => setDoomed(s)}
                  aria-label={`${t('delete')}: ${s.name || t('untitled')}`}
                >
                  {t('delete')}
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
        title={t('deleteTitle')}
        description={
          doomed ? `“${doomed.name || t('untitled')}” will be deleted for good.` : undefined
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setDoomed(null)}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void confirmDelete()}>{t('deleteConfirm')}</Button>
        </div>
      </Modal>
    </section>
  );
}
