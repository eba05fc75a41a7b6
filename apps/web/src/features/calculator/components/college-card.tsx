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
import { LOAN_TERM_YEARS, TEXTS } from '../calculator-texts';
import { formatMoney, inputText } from '../format';
import { collegePath } from '../form-errors';
import {
  coaTextOf,
  type CollegeEntry,
  dataCostOf,
  type OptionalMoney,
  residencyOf,
} from '../scenario-form';
import { flagWords } from '../words';
import { MajorSelect } from './major-select';
import { SelectField } from './select-field';

interface CollegeCardProps {
  entry: CollegeEntry;
  index: number;
  homeState: string;
  nationalMajors: readonly NationalMajor[];
  /** The engine's default starting salary; null while the reference loads. */
  dataSalary: Figure | null;
  errorOf: (path: string) => string | null;
  onChange: (patch: Partial<CollegeEntry>) => void;
  /** A field was changed or left: its message may show. */
  onTouch: (path: string) => void;
  onRemove: () => void;
}

const MONEY_LABELS: Record<OptionalMoney, string> = {
  grants: 'Grants per year',
  scholarships: 'Scholarships per year',
  family_contribution: 'Family contribution per year',
  savings: 'Savings (total)',
  loans_per_year: 'Loans per year',
};

const YEARS = Array.from({ length: SCENARIO_LIMITS.maxYearsToFinish }, (_, k) => k + 1);

/** One college's inputs: a fieldset named by the college (its legend), prefilled from the data. */
export function CollegeCard(props: CollegeCardProps) {
  const { entry, index, homeState, errorOf, onChange, onTouch, onRemove } = props;
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
          aria-label={`Remove ${facts.name}`}
          className="rounded px-2 py-1 text-sm text-red-700 underline underline-offset-2 hover:bg-red-50"
        >
          Remove
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Residency"
          value={residencyOf(entry, homeState)}
          onChange={(value) => onChange({ residency: value as CollegeEntry['residency'] })}
        >
          {RESIDENCIES.map((r) => (
            <option key={r} value={r}>
              {RESIDENCY_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Housing"
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
          label="Years to finish"
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
        <MajorSelect
          entry={entry}
          nationalMajors={props.nationalMajors}
          error={errorOf(path('major'))}
          onChange={(major) => onChange({ major })}
        />
        <CostOfAttendance
          {...props}
          field={number('cost_of_attendance', coaTextOf(entry, homeState), (coa) => ({ coa }))}
        />
        {(Object.keys(MONEY_LABELS) as OptionalMoney[]).map((key) => (
          <NumberField
            key={key}
            label={MONEY_LABELS[key]}
            name={key}
            value={entry[key]}
            placeholder="0"
            {...number(key, entry[key], (value) => ({ [key]: value }))}
          />
        ))}
        <NumberField
          label="Interest rate"
          name="interest_rate"
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

interface BoundNumber {
  error: string | null;
  onChange: (change: { value: string }) => void;
}

const linkClass = 'text-sm text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

/** Cost of attendance: follows housing and residency until typed; "Reset to data" goes back. */
function CostOfAttendance({
  entry,
  homeState,
  onChange,
  field,
}: CollegeCardProps & { field: BoundNumber }) {
  const data = dataCostOf(entry, homeState);
  return (
    <div>
      <NumberField
        label="Cost of attendance per year"
        name="cost_of_attendance"
        required
        value={coaTextOf(entry, homeState)}
        {...field}
      />
      {entry.coa !== null ? (
        <button
          type="button"
          className={`mt-1 ${linkClass}`}
          onClick={() => onChange({ coa: null })}
        >
          {TEXTS.resetToData}
        </button>
      ) : (
        <p className="mt-1 text-xs text-slate-500">
          {data.value === null
            ? TEXTS.noDataCoa
            : `${TEXTS.fromTheData}: ${formatMoney(data.value)} for this housing and residency.`}
          {data.flags
            .filter((flag) => flag !== 'missing_cost_of_attendance')
            .map((flag) => ` ${flagWords(flag).detail}`)}
        </p>
      )}
    </div>
  );
}

/** Expected starting salary: the data's figure until typed; empty means the data's figure. */
function StartingSalary({
  entry,
  dataSalary,
  onChange,
  field,
}: CollegeCardProps & { field: BoundNumber }) {
  const data = dataSalary?.value ?? null;
  const hint =
    dataSalary === null
      ? null
      : data === null
        ? TEXTS.noDataSalary
        : `${TEXTS.fromTheData}: ${formatMoney(data)} a year for this college and major.`;
  return (
    <div>
      <NumberField
        label="Expected starting salary"
        name="starting_salary"
        value={entry.salary ?? inputText(data)}
        {...field}
      />
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {entry.salary !== null && data !== null && (
        <button type="button" className={linkClass} onClick={() => onChange({ salary: null })}>
          {TEXTS.useDataSalary}
        </button>
      )}
    </div>
  );
}

function LoanTerm({ entry, onChange }: { entry: CollegeEntry; onChange: (v: string) => void }) {
  const years = LOAN_TERM_YEARS.map(String);
  const extra = entry.loan_term !== 'standard' && !years.includes(entry.loan_term);
  return (
    <SelectField
      label="Loan term"
      value={entry.loan_term}
      onChange={onChange}
      hint="The standard plan sets the term from what you owe: 10 to 25 years."
    >
      <option value="standard">{TEXTS.standardPlan}</option>
      {extra && <option value={entry.loan_term}>{entry.loan_term} years</option>}
      {years.map((y) => (
        <option key={y} value={y}>
          {y} years
        </option>
      ))}
    </SelectField>
  );
}
