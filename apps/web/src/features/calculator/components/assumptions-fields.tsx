import {
  BORROWER_LEVELS,
  type BorrowerLevel,
  DEPENDENCY_LABELS,
  DEPENDENCY_STATUSES,
  type DependencyStatus,
  formatMoney,
  REPAYMENT_PLAN_LABELS,
  SCENARIO_LIMITS,
  STUDY_LEVEL_LABELS,
  REPAYMENT_PLANS,
  type RepaymentPlan,
} from '@degreeworth/core';
import type { ReactNode } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { useCalculatorTexts } from '../calculator-texts';
import { assumptionPath } from '../form-errors';
import type { AssumptionsEntry } from '../scenario-form';
import { inputText } from '../input-text';

interface AssumptionsFieldsProps {
  entry: AssumptionsEntry;
  /** B of the home state (whole dollars), null when unknown or no state is chosen. */
  homeBaseline: number | null;
  homeStateName: string | null;
  errorOf: (path: string) => string | null;
  onChange: (patch: Partial<AssumptionsEntry>) => void;
  onTouch: (path: string) => void;
  /** Actions under the fields (the results page's "Save assumptions"). */
  children?: ReactNode;
}

type Percent = 'discount_rate' | 'salary_growth' | 'tax_rate';

/** The three percent assumptions, in the order the panel shows them. */
export const PERCENTS: readonly Percent[] = ['discount_rate', 'salary_growth', 'tax_rate'];

/** The assumptions panel: editable on the form and on the results page. */
export function AssumptionsFields(props: AssumptionsFieldsProps) {
  const { t } = useCalculatorTexts();
  const { entry, homeBaseline, errorOf, onChange, onTouch } = props;
  const bind = (key: keyof AssumptionsEntry, shown: string) => ({
    error: errorOf(assumptionPath(key === 'baseline' ? 'baseline_earnings' : key)),
    onChange: ({ value }: { value: string }) => {
      if (value !== shown) onChange({ [key]: value });
      onTouch(assumptionPath(key === 'baseline' ? 'baseline_earnings' : key));
    },
  });
  const baselineText = entry.baseline ?? inputText(homeBaseline);
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-slate-900">
        {t('assumptionsHeading')}
      </legend>
      <p className="mb-4 text-sm text-slate-600">{t('assumptionsIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {PERCENTS.map((key) => (
          <div key={key}>
            <NumberField
              unit="none"
              label={t(`assumptionFields.${key}`)}
              name={key}
              required
              value={entry[key]}
              {...bind(key, entry[key])}
            />
            <p className="mt-1 text-xs text-slate-500">{t(`assumptionFields.${key}Hint`)}</p>
          </div>
        ))}
        <div>
          <NumberField
            label={t('withoutCollegeMine')}
            name="baseline_earnings"
            value={baselineText}
            {...bind('baseline', baselineText)}
          />
          <BaselineHint {...props} />
        </div>
        <SelectField
          label={t('repaymentPlan')}
          name="repayment_plan"
          value={entry.repayment_plan}
          hint={t('repaymentPlanHint')}
          onChange={(value) => onChange({ repayment_plan: value as RepaymentPlan })}
        >
          {REPAYMENT_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {REPAYMENT_PLAN_LABELS[plan]}
            </option>
          ))}
        </SelectField>
        <div>
          <NumberField
            unit="none"
            label={t('dependents')}
            name="dependents"
            value={entry.dependents}
            {...bind('dependents', entry.dependents)}
          />
          <p className="mt-1 text-xs text-slate-500">{t('dependentsHint')}</p>
        </div>
      </div>
      <BorrowingFields {...props} bind={bind} />
      {props.children}
    </fieldset>
  );
}

const YEARS_OF_STUDY = Array.from({ length: SCENARIO_LIMITS.maxYearsToFinish }, (_, k) => k + 1);

type Bind = (
  key: keyof AssumptionsEntry,
  shown: string,
) => { error: string | null; onChange: (change: { value: string }) => void };

/** Who borrows and at what rates: what the federal loan limits and the gap above them rest on. */
function BorrowingFields({ entry, onChange, bind }: AssumptionsFieldsProps & { bind: Bind }) {
  const { t } = useCalculatorTexts();
  return (
    <fieldset className="mt-6 min-w-0 border-t border-slate-200 pt-4">
      <legend className="text-base font-semibold text-slate-900">{t('borrowingHeading')}</legend>
      <p className="mb-4 text-sm text-slate-600">{t('borrowingIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('studyLevel')}
          name="study_level"
          value={entry.study_level}
          hint={t('studyLevelHint')}
          onChange={(value) => onChange({ study_level: value as BorrowerLevel })}
        >
          {BORROWER_LEVELS.map((level) => (
            <option key={level} value={level}>
              {STUDY_LEVEL_LABELS[level]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('yearOfStudy')}
          name="year_of_study"
          value={entry.year_of_study}
          hint={t('yearOfStudyHint')}
          onChange={(value) => onChange({ year_of_study: value })}
        >
          {YEARS_OF_STUDY.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('dependency')}
          name="dependency"
          value={entry.dependency}
          hint={t('dependencyHint')}
          onChange={(value) => onChange({ dependency: value as DependencyStatus })}
        >
          {DEPENDENCY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DEPENDENCY_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <NumberField
          label={t('federalLoansBefore')}
          name="federal_loans_before"
          placeholder="0"
          hint={t('federalLoansBeforeHint')}
          value={entry.federal_loans_before}
          {...bind('federal_loans_before', entry.federal_loans_before)}
        />
        <NumberField
          unit="percent"
          label={t('privateLoanRate')}
          name="private_loan_rate"
          hint={t('privateLoanRateHint')}
          value={entry.private_loan_rate}
          {...bind('private_loan_rate', entry.private_loan_rate)}
        />
        <NumberField
          unit="percent"
          label={t('parentPlusRate')}
          name="parent_plus_rate"
          required
          hint={t('parentPlusRateHint')}
          value={entry.parent_plus_rate}
          {...bind('parent_plus_rate', entry.parent_plus_rate)}
        />
      </div>
    </fieldset>
  );
}

function BaselineHint({ entry, homeBaseline, homeStateName, onChange }: AssumptionsFieldsProps) {
  const { t } = useCalculatorTexts();
  if (entry.baseline !== null && homeBaseline !== null) {
    return (
      <button
        type="button"
        onClick={() => onChange({ baseline: null })}
        className="mt-1 text-sm text-emerald-800 underline underline-offset-2"
      >
        {t('resetToData')}
      </button>
    );
  }
  if (homeBaseline === null || !homeStateName) {
    return <p className="mt-1 text-xs text-slate-500">{t('baselineHint')}</p>;
  }
  return (
    <p className="mt-1 text-xs text-slate-500">
      {t('baselineFromStateAmount', { state: homeStateName, amount: formatMoney(homeBaseline) })}
    </p>
  );
}
