import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/toast';
import { useCalculatorTexts } from '../calculator-texts';
import { dataSalaryOf, type LiveCollege, type LiveResults } from '../live-results';
import type { useScenarioEditor } from '../use-scenario-editor';
import { CollegeCard } from './college-card';
import { colorOf } from './college-colors';
import { CollegeResult } from './college-result';
import { NotAvailable } from './figure-value';
import { QueryError } from '@/components/query-error';
import { ScenarioVerdict } from './scenario-verdict';

type Editor = ReturnType<typeof useScenarioEditor>;

/** Each college's inputs beside its live results; stacked on a phone. */
export function CollegeList({ editor }: { editor: Editor }) {
  const { t } = useCalculatorTexts();
  const { state, live, ref, reference } = editor;
  const dollarYear = reference.data?.dollar_year;
  if (state.colleges.length === 0 && editor.pending.length === 0) {
    return <p className="text-slate-600">{t('noCollegesYet', { n: editor.maxColleges })}</p>;
  }
  return (
    <>
      <p className="text-sm text-slate-600">
        {t('liveIntro')} {t('yearsCounted')}
        {dollarYear ? ` ${t('inDollars', { year: dollarYear })}` : ''} {t('fundingNote')}
      </p>
      <ScenarioVerdict verdict={live?.kind === 'ok' ? live.verdict : null} />
      <ol className="space-y-6">
        {state.colleges.map((entry, index) => {
          const id = entry.facts.university_id;
          return (
            <li key={id} className="grid items-start gap-4 lg:grid-cols-2">
              <CollegeCard
                entry={entry}
                index={index}
                context={state}
                nationalMajors={reference.data?.national_majors ?? []}
                dataSalary={ref ? dataSalaryOf(entry, state, ref) : null}
                collegeStateBaseline={
                  reference.data?.states.find((s) => s.code === entry.facts.state)?.baseline ?? null
                }
                errorOf={editor.errorOf}
                onTouch={editor.touch}
                onChange={(patch) => editor.update({ type: 'collegeChanged', id, patch })}
                onRemove={() => editor.removeCollege(id)}
              />
              <LiveCollegeResult editor={editor} live={live} index={index} />
            </li>
          );
        })}
        {editor.pending.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 p-4">
            {p.error ? (
              <div className="space-y-3">
                <p role="alert" className="text-sm text-red-800">
                  {apiErrorMessage(p.error) ??
                    (p.name
                      ? t('collegeLoadFailed', { name: p.name })
                      : t('collegeLoadFailedUnnamed'))}
                </p>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void editor.addCollege({ university_id: p.id, name: p.name })}
                  >
                    {t('tryAgain')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => editor.removeCollege(p.id)}
                    aria-label={
                      p.name ? t('removePending', { name: p.name }) : t('removePendingUnnamed')
                    }
                  >
                    {t('remove')}
                  </Button>
                </div>
              </div>
            ) : (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
                <Spinner />{' '}
                {p.name ? t('loadingCollege', { name: p.name }) : t('loadingCollegeUnnamed')}
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function LiveCollegeResult({
  editor,
  live,
  index,
}: {
  editor: Editor;
  live: LiveResults | null;
  index: number;
}) {
  const { t } = useCalculatorTexts();
  const { reference } = editor;
  if (reference.isError) {
    return (
      <QueryError
        error={reference.error}
        fallback={t('referenceFailed')}
        onRetry={() => void reference.refetch()}
      />
    );
  }
  if (!live) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700"
      >
        <Spinner /> {t('referenceLoading')}
      </p>
    );
  }
  if (live.kind === 'invalid_assumptions') return <Box>{t('fixAssumptions')}</Box>;
  const college: LiveCollege | undefined = live.colleges[index];
  if (!college) return null;
  if (college.kind === 'missing_coa') {
    return (
      <Box>
        <NotAvailable reason="missing_cost_of_attendance" />
      </Box>
    );
  }
  if (college.kind === 'invalid') return <Box>{t('fixForResults')}</Box>;
  return <CollegeResult result={college.result} color={colorOf(index)} view="both" />;
}

function Box({ children }: { children: ReactNode }) {
  return <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{children}</div>;
}
