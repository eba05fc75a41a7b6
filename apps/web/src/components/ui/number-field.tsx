import { useId, type ClipboardEvent } from 'react';
import { sanitizeNumberInput, validateField } from '@degreeworth/core';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { InputAffix } from './input-affix';
import { inputClasses, type FieldChange } from './field-types';

/** The unit drawn in the field: "$" on the left, "%" on the right, or none (the label says it). */
export type NumberUnit = 'usd' | 'percent' | 'none';

const PADDING: Record<NumberUnit, string> = { usd: 'pl-7', percent: 'pr-8', none: '' };

interface NumberFieldProps {
  label: string;
  name: string;
  required?: boolean;
  value: string;
  error?: string | null;
  onChange: (change: FieldChange) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Default "usd"; the interest_rate field passes "percent" (a % sign, no currency icon). */
  unit?: NumberUnit;
  /** A line under the field saying what to enter, read out with it. */
  hint?: string;
}

/**
 * The shared number input. Typing and pasting keep only digits and one period, so a
 * typed minus sign never arrives; blur validates the value as given, so a negative value set by
 * the program still shows "Negative numbers are not allowed.".
 */
export function NumberField({
  label,
  name,
  required = false,
  value,
  error,
  onChange,
  unit = 'usd',
  hint,
  ...rest
}: NumberFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const report = (next: string) =>
    onChange({ value: next, error: validateField(next, { type: 'number', required }) });

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const pasted = event.clipboardData.getData('text');
    report(sanitizeNumberInput(input.value.slice(0, start) + pasted + input.value.slice(end)));
  };

  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="relative">
        {unit === 'usd' && <InputAffix side="left">$</InputAffix>}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          value={value}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`${inputClasses} ${PADDING[unit]}`}
          onChange={(event) => report(sanitizeNumberInput(event.target.value))}
          onPaste={onPaste}
          onBlur={() => report(value)}
          {...rest}
        />
        {unit === 'percent' && <InputAffix side="right">%</InputAffix>}
      </div>
      <FieldError id={errorId} message={error} />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
