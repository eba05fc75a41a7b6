import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type ComparedProgram, formatCount, sameProgram } from '@degreeworth/core';
import { type CollegeHit, CollegeSearch } from '@/components/college-search';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { useGetCollegeCalculatorQuery } from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';

interface ProgramComparePickerProps {
  compared: readonly ComparedProgram[];
  isFull: boolean;
  maxPrograms: number;
  /** The student's home state: its colleges come first in the search. */
  homeState?: string;
  onAdd: (program: ComparedProgram) => void;
}

/**
 * "Add a program": find a college, then choose one of its programs whose graduates' earnings
 * the data publishes (the calculator's programs: the college's own credential, with earnings).
 * The college stays chosen after an add, so a second program of the same college is one choice
 * away.
 */
export function ProgramComparePicker({
  compared,
  isFull,
  maxPrograms,
  homeState,
  onAdd,
}: ProgramComparePickerProps) {
  const { t } = useCalculatorTexts();
  const [college, setCollege] = useState<CollegeHit | null>(null);
  const [program, setProgram] = useState('');
  const answer = useGetCollegeCalculatorQuery(college?.university_id ?? skipToken);
  const programs = answer.currentData?.facts.programs ?? [];
  const isCompared = (id: string) =>
    college !== null &&
    compared.some((p) => sameProgram(p, { university_id: college.university_id, program: id }));

  const graduates = (n: number | null) =>
    n === null
      ? t('compare.graduatesUnknown')
      : t('compare.graduates', { count: n, graduates: formatCount(n) });

  const pick = (hit: CollegeHit) => {
    setCollege(hit);
    setProgram('');
  };
  const add = () => {
    if (!college || program === '' || isFull || isCompared(program)) return;
    onAdd({ university_id: college.university_id, program });
    setProgram('');
  };

  return (
    <section aria-labelledby="add-program-heading" className="space-y-3 rounded-xl bg-slate-50 p-4">
      <h3 id="add-program-heading" className="text-lg font-semibold text-slate-900">
        {t('compare.addHeading')}
      </h3>
      {isFull ? (
        <p className="text-sm text-slate-700">{t('compare.full', { max: maxPrograms })}</p>
      ) : (
        <div className="grid max-w-3xl gap-4 md:grid-cols-2">
          <CollegeSearch
            label={t('compare.college')}
            onSelect={pick}
            homeState={homeState}
            texts={{
              hint: t('compare.collegeHint'),
              searching: t('searching'),
              noMatch: t('noMatch'),
              failed: t('searchFailed'),
            }}
          />
          {college && (
            <div className="space-y-2">
              {answer.isFetching && !answer.currentData ? (
                <p role="status" className="text-sm text-slate-600">
                  {t('compare.loadingPrograms', { college: college.name })}
                </p>
              ) : answer.isError ? (
                <FormAlert
                  tone="error"
                  message={t('compare.programsFailed', { college: college.name })}
                />
              ) : programs.length === 0 ? (
                <p className="text-sm text-slate-700">
                  {t('compare.noPrograms', { college: college.name })}
                </p>
              ) : (
                <form
                  className="space-y-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    add();
                  }}
                >
                  <SelectField
                    label={t('compare.programAt', { college: college.name })}
                    name="program"
                    value={program}
                    onChange={setProgram}
                  >
                    <option value="">{t('compare.chooseProgram')}</option>
                    {programs.map((p) => (
                      <option key={p.id} value={p.id} disabled={isCompared(p.id)}>
                        {`${(p.title ?? p.id).replace(/\.$/, '')} (${graduates(p.completers)}${
                          isCompared(p.id) ? `, ${t('compare.alreadyCompared')}` : ''
                        })`}
                      </option>
                    ))}
                  </SelectField>
                  <Button type="submit" size="sm" disabled={program === ''}>
                    {t('compare.add')}
                  </Button>
                </form>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
