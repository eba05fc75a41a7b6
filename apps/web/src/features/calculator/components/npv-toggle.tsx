import { TEXTS } from '../calculator-texts';
import type { NpvView } from './college-result';

const OPTIONS: { value: NpvView; label: string }[] = [
  { value: 'ifGraduate', label: TEXTS.ifGraduate },
  { value: 'riskAdjusted', label: TEXTS.completionAdjusted },
];

/** "If I graduate" / "Completion-adjusted": which NPV figures the comparison shows. */
export function NpvToggle({ value, onChange }: { value: NpvView; onChange: (v: NpvView) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Show the figures</legend>
      <div className="inline-flex flex-wrap rounded-lg border border-slate-300 p-1">
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 ${value === o.value ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            <input
              type="radio"
              name="npv-view"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">{TEXTS.adjustedExplain}</p>
    </fieldset>
  );
}
