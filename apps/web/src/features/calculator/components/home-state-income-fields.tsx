import { useLanguage } from '@/lib/i18n/language';
import { INCOME_BANDS, incomeBandLabel, type IncomeBand, US_STATES } from '@degreeworth/core';
import { SelectField } from '@/components/ui/select-field';
import { useCalculatorTexts } from '../calculator-texts';

/** The calculator's "Home state" select: the state whose high-school earnings are the baseline. */
export function HomeStateSelect({
  value,
  onChange,
  required = false,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  required?: boolean;
  error?: string | null;
}) {
  const { t } = useCalculatorTexts();
  return (
    <SelectField
      label={t('homeState')}
      name="home_state"
      required={required}
      value={value}
      error={error}
      hint={t('homeStateHint')}
      onChange={onChange}
    >
      <option value="">{t('chooseState')}</option>
      {US_STATES.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The calculator's "Family income" select: the band whose typical grant aid costs start from. */
export function FamilyIncomeSelect({
  value,
  onChange,
}: {
  value: IncomeBand;
  onChange: (band: IncomeBand) => void;
}) {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  return (
    <SelectField
      label={t('familyIncome')}
      name="family_income"
      value={value}
      hint={t('familyIncomeHint')}
      onChange={(band) => onChange(band as IncomeBand)}
    >
      {INCOME_BANDS.map((b) => (
        <option key={b.key} value={b.key}>
          {b.key === 'all' ? t('incomeNotSaid') : incomeBandLabel(b.key, language)}
        </option>
      ))}
    </SelectField>
  );
}
