import { useId, type ReactNode } from 'react';

export interface RadioChoice<T extends string> {
  value: T;
  label: ReactNode;
  /** A line under the label, read out as the option's description. */
  hint?: string;
}

interface RadioChoicesProps<T extends string> {
  name: string;
  options: readonly RadioChoice<T>[];
  /** The chosen value; null while none is (the first press chooses). */
  value: T | null;
  onChange: (value: T) => void;
  /** card: a bordered box with a visible radio; segment: one part of a segmented switch. */
  look: 'card' | 'segment';
}

const FOCUS_RING = 'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600';

function labelClass(look: RadioChoicesProps<string>['look'], isChecked: boolean): string {
  if (look === 'card')
    return `flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 ${FOCUS_RING}`;
  const state = isChecked ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100';
  return `cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium ${FOCUS_RING} ${state}`;
}

/**
 * Radio options drawn as labels around native radios (arrow keys and focus order stay the
 * browser's); the caller puts them in its fieldset with a legend.
 */
export function RadioChoices<T extends string>(props: RadioChoicesProps<T>) {
  const { name, options, value, onChange, look } = props;
  const hintId = useId();
  return options.map((option) => {
    const describedBy = option.hint ? `${hintId}-${option.value}` : undefined;
    return (
      <label key={option.value} className={labelClass(look, value === option.value)}>
        <input
          type="radio"
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          aria-describedby={describedBy}
          className={look === 'card' ? 'mt-1 h-4 w-4 accent-emerald-700' : 'sr-only'}
        />
        {option.hint ? (
          <span>
            <span className="block font-semibold text-slate-900">{option.label}</span>
            <span id={describedBy} className="block text-sm text-slate-600">
              {option.hint}
            </span>
          </span>
        ) : (
          option.label
        )}
      </label>
    );
  });
}
