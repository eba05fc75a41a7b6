import { COMPLETION_ADJUSTED, IF_I_GRADUATE } from '@degreeworth/core';
import { RadioChoices, type RadioChoice } from '@/components/forms/radio-choices';
import { useCalculatorTexts } from '../calculator-texts';
import type { NpvView } from './college-result';

const OPTIONS: RadioChoice<NpvView>[] = [
  { value: 'outcome', label: COMPLETION_ADJUSTED },
  { value: 'ifGraduate', label: IF_I_GRADUATE },
];

/** "Completion-adjusted" / "If I graduate": which NPV figures the comparison shows. */
export function NpvToggle({ value, onChange }: { value: NpvView; onChange: (v: NpvView) => void }) {
  const { t } = useCalculatorTexts();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('showFigures')}</legend>
      <div className="inline-flex flex-wrap rounded-lg border border-slate-300 p-1">
        <RadioChoices
          name="npv-view"
          look="segment"
          options={OPTIONS}
          value={value}
          onChange={onChange}
        />
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('adjustedExplain')}</p>
    </fieldset>
  );
}
