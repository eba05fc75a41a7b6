import { type Figure, formatMoney, flagWords } from '@degreeworth/core';
import { NumberField } from '@/components/ui/number-field';
import { LOAN_TERM_YEARS, TEXTS } from '../calculator-texts';
import { coaTextOf, type CollegeEntry, dataCostOf } from '../scenario-form';
import { SelectField } from '@/components/ui/select-field';
import { inputText } from '../input-text';

/** A number input bound to the form: its message and its change report. */
export interface BoundNumber {
  error: string | null;
  onChange: (change: { value: string }) => void;
}

interface FieldProps {
  entry: CollegeEntry;
  homeState: string;
  dataSalary: Figure | null;
  onChange: (patch: Partial<CollegeEntry>) => void;
  field: BoundNumber;
}

const linkClass = 'text-sm text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

/** Cost of attendance: follows housing and residency until typed; "Reset to data" goes back. */
export function CostOfAttendance({ entry, homeState, onChange, field }: FieldProps) {
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
      {entry.coa !== null && data.value !== null ? (
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
            .map((flag) => ` ${flagWords(flag, 'scenario').detail}`)}
        </p>
      )}
    </div>
  );
}

/** Expected starting salary: the data's figure until typed; empty means the data's figure. */
export function StartingSalary({ entry, dataSalary, onChange, field }: FieldProps) {
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

export function LoanTerm({
  entry,
  onChange,
}: {
  entry: CollegeEntry;
  onChange: (v: string) => void;
}) {
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
