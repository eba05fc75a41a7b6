import { RadioChoices, type RadioChoice } from '@/components/forms/radio-choices';
import { useCalculatorTexts } from '../calculator-texts';
import type { NpvView } from './college-result';
import { VIEW_LABELS } from './result-details';

const VIEWS: NpvView[] = ['outcome', 'ifGraduate'];

/** "Completion-adjusted" / "If I graduate": which NPV figures the comparison shows. */
export function NpvToggle({ value, onChange }: { value: NpvView; onChange: (v: NpvView) => void }) {
  const { t } = useCalculatorTexts();
  const options: RadioChoice<NpvView>[] = VIEWS.map((view) => ({
    value: view,
    label: t(VIEW_LABELS[view]),
  }));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('showFigures')}</legend>
      <div className="inline-flex flex-wrap rounded-lg border border-slate-300 p-1">
        <RadioChoices
          name="npv-view"
          look="segment"
          options={options}
          value={value}
          onChange={onChange}
        />
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('adjustedExplain')}</p>
    </fieldset>
  );
}
