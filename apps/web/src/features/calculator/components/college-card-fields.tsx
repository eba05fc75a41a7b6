import { useLanguage } from '@/lib/i18n/language';
import { type Figure, formatMoney, flagWords, incomeBandLabel } from '@degreeworth/core';
import { NumberField } from '@/components/ui/number-field';
import { LOAN_TERM_YEARS, useCalculatorTexts } from '../calculator-texts';
import {
  coaTextOf,
  type CollegeEntry,
  dataCostOf,
  dataGrantsOf,
  type FormContext,
  grantsTextOf,
} from '../scenario-form';
import { SelectField } from '@/components/ui/select-field';
import { inputText } from '../input-text';

/** A number input bound to the form: its message and its change report. */
export interface BoundNumber {
  error: string | null;
  onChange: (change: { value: string }) => void;
}

interface FieldProps {
  entry: CollegeEntry;
  context: FormContext;
  dataSalary: Figure | null;
  onChange: (patch: Partial<CollegeEntry>) => void;
  field: BoundNumber;
}

const linkClass = 'text-sm text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

/** Cost of attendance: follows housing and residency until typed; "Reset to data" goes back. */
export function CostOfAttendance({ entry, context, onChange, field }: FieldProps) {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  const data = dataCostOf(entry, context);
  return (
    <div>
      <NumberField
        label={t('coaPerYear')}
        name="cost_of_attendance"
        required
        value={coaTextOf(entry, context)}
        {...field}
      />
      {entry.coa !== null && data.value !== null ? (
        <button
          type="button"
          aria-label={t('cardFields.resetCoa')}
          className={`mt-1 ${linkClass}`}
          onClick={() => onChange({ coa: null })}
        >
          {t('resetToData')}
        </button>
      ) : (
        <p className="mt-1 text-xs text-slate-500">
          {data.value === null
            ? t('noDataCoa')
            : t('cardFields.fromTheDataFor', { amount: formatMoney(data.value) })}
          {data.flags
            .filter((flag) => flag !== 'missing_cost_of_attendance')
            .map((flag) => ` ${flagWords(flag, 'scenario', language).detail}`)}
        </p>
      )}
    </div>
  );
}

/**
 * Grants per year: the college's typical grant aid for the family income (cost of attendance
 * minus the net price students of that income pay) until typed; "Reset to data" goes back.
 */
export function Grants({ entry, context, onChange, field }: FieldProps) {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  const data = dataGrantsOf(entry, context);
  const who =
    data.band === 'all'
      ? t('cardFields.allFamilies')
      : t('cardFields.familiesEarning', { band: incomeBandLabel(data.band, language) });
  return (
    <div>
      <NumberField
        label={t('grantsPerYear')}
        name="grants"
        value={grantsTextOf(entry, context)}
        placeholder="0"
        {...field}
      />
      {entry.grants !== null && data.value !== null ? (
        <button
          type="button"
          aria-label={t('cardFields.resetGrants')}
          className={`mt-1 ${linkClass}`}
          onClick={() => onChange({ grants: null })}
        >
          {t('resetToData')}
        </button>
      ) : (
        <p className="mt-1 text-xs text-slate-500">
          {data.value === null
            ? t('noDataAid')
            : t('typicalAid', { amount: formatMoney(data.value), who })}
          {data.flags.map((flag) => ` ${flagWords(flag, 'scenario', language).detail}`)}
        </p>
      )}
    </div>
  );
}

/** Expected starting salary: the data's figure until typed; empty means the data's figure. */
export function StartingSalary({ entry, dataSalary, onChange, field }: FieldProps) {
  const { t } = useCalculatorTexts();
  const data = dataSalary?.value ?? null;
  const hint =
    dataSalary === null
      ? null
      : data === null
        ? t('noDataSalary')
        : `${t('fromTheData')}: ${formatMoney(data)} a year for this college and major.`;
  return (
    <div>
      <NumberField
        label={t('expectedSalary')}
        name="starting_salary"
        value={entry.salary ?? inputText(data)}
        {...field}
      />
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {entry.salary !== null && data !== null && (
        <button type="button" className={linkClass} onClick={() => onChange({ salary: null })}>
          {t('useDataSalary')}
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
  const { t } = useCalculatorTexts();
  const years = LOAN_TERM_YEARS.map(String);
  const extra = entry.loan_term !== 'standard' && !years.includes(entry.loan_term);
  return (
    <SelectField
      label={t('loanTerm')}
      value={entry.loan_term}
      onChange={onChange}
      hint={t('loanTermHint')}
    >
      <option value="standard">{t('standardPlan')}</option>
      {extra && (
        <option value={entry.loan_term}>{t('years', { count: Number(entry.loan_term) })}</option>
      )}
      {years.map((y) => (
        <option key={y} value={y}>
          {t('years', { count: Number(y) })}
        </option>
      ))}
    </SelectField>
  );
}
