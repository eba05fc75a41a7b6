import {
  type Figure,
  HOUSING_LABELS,
  HOUSING_OPTIONS,
  type NationalMajor,
  RESIDENCIES,
  RESIDENCY_LABELS,
  SCENARIO_LIMITS,
} from '@degreeworth/core';
import { NumberField } from '@/components/ui/number-field';
import { collegePath } from '../form-errors';
import {
  coaTextOf,
  type CollegeEntry,
  type FormContext,
  grantsTextOf,
  type OptionalMoney,
  residencyOf,
} from '../scenario-form';
import { CostOfAttendance, Grants, LoanTerm, StartingSalary } from './college-card-fields';
import { MajorSelect } from './major-select';
import { useCalculatorTexts } from '../calculator-texts';
import { ProgramEarningsTest } from './program-earnings-test';
import { SelectField } from '@/components/ui/select-field';
import { inputText } from '../input-text';

interface CollegeCardProps {
  entry: CollegeEntry;
  index: number;
  context: FormContext;
  nationalMajors: readonly NationalMajor[];
  /** The engine's default starting salary; null while the reference loads. */
  dataSalary: Figure | null;
  /** High-school earnings in the college's state (the earnings test's benchmark); null = unknown. */
  collegeStateBaseline: number | null;
  errorOf: (path: string) => string | null;
  onChange: (patch: Partial<CollegeEntry>) => void;
  /** A field was changed or left: its message may show. */
  onTouch: (path: string) => void;
  onRemove: () => void;
}

const MONEY_LABELS = {
  scholarships: 'scholarshipsPerYear',
  family_contribution: 'familyPerYear',
  savings: 'savingsTotal',
  loans_per_year: 'loansPerYear',
  parent_plus_per_year: 'parentPlusPerYear',
} as const satisfies Record<OptionalMoney, string>;

const YEARS = Array.from({ length: SCENARIO_LIMITS.maxYearsToFinish }, (_, k) => k + 1);

/** One college's inputs: a fieldset named by the college (its legend), prefilled from the data. */
export function CollegeCard(props: CollegeCardProps) {
  const { t } = useCalculatorTexts();
  const { entry, index, context, errorOf, onChange, onTouch, onRemove } = props;
  const { facts } = entry;
  const path = (field: string) => collegePath(index, field);
  // Leaving a field reports its value again: only a different value counts as typed, so
  // tabbing through a prefilled field keeps it following the data.
  const number = (
    field: string,
    shown: string,
    apply: (value: string) => Partial<CollegeEntry>,
  ) => ({
    error: errorOf(path(field)),
    onChange: ({ value }: { value: string }) => {
      if (value !== shown) onChange(apply(value));
      onTouch(path(field));
    },
  });
  const salaryText = entry.salary ?? inputText(props.dataSalary?.value ?? null);
  const where = [facts.city, facts.state].filter(Boolean).join(', ');

  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-slate-900">{facts.name}</legend>
      <div className="-mt-1 mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{where}</p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('removePending', { name: facts.name })}
          className="rounded px-2 py-1 text-sm text-red-700 underline underline-offset-2 hover:bg-red-50"
        >
          {t('remove')}
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('residency')}
          value={residencyOf(entry, context.homeState)}
          onChange={(value) => onChange({ residency: value as CollegeEntry['residency'] })}
        >
          {RESIDENCIES.map((r) => (
            <option key={r} value={r}>
              {RESIDENCY_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('housing')}
          value={entry.housing}
          onChange={(value) => onChange({ housing: value as CollegeEntry['housing'] })}
        >
          {HOUSING_OPTIONS.map((h) => (
            <option key={h} value={h}>
              {HOUSING_LABELS[h]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('yearsToFinish')}
          value={entry.years}
          error={errorOf(path('years_to_finish'))}
          onChange={(years) => onChange({ years })}
        >
          {YEARS.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </SelectField>
        <div>
          <MajorSelect
            entry={entry}
            nationalMajors={props.nationalMajors}
            error={errorOf(path('major'))}
            onChange={(major) => onChange({ major })}
          />
          <ProgramEarningsTest
            facts={entry.facts}
            major={entry.major}
            stateBaseline={props.collegeStateBaseline}
          />
        </div>
        <CostOfAttendance
          {...props}
          field={number('cost_of_attendance', coaTextOf(entry, context), (coa) => ({ coa }))}
        />
        <Grants
          {...props}
          field={number('grants', grantsTextOf(entry, context), (grants) => ({ grants }))}
        />
        {(Object.keys(MONEY_LABELS) as OptionalMoney[]).map((key) => (
          <NumberField
            key={key}
            label={t(MONEY_LABELS[key])}
            name={key}
            value={entry[key]}
            placeholder="0"
            {...number(key, entry[key], (value) => ({ [key]: value }))}
          />
        ))}
        <NumberField
          label={t('interestRate')}
          name="interest_rate"
          unit="percent"
          required
          value={entry.interest_rate}
          {...number('interest_rate', entry.interest_rate, (interest_rate) => ({ interest_rate }))}
        />
        <LoanTerm entry={entry} onChange={(loan_term) => onChange({ loan_term })} />
        <StartingSalary
          {...props}
          field={number('starting_salary', salaryText, (salary) => ({ salary }))}
        />
      </div>
    </fieldset>
  );
}
