import { useId, type ChangeEvent, type ClipboardEvent } from 'react';
import { sanitizeNumberInput, validateField } from '@degreeworth/core';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { caretIn, groupThousands } from './grouped-digits';
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
 *
 * Money ("usd") shows thousands separators as the person types: the value reported and checked
 * stays plain ("12345"), only the input shows "12,345" (grouped-digits.ts). The caret stays after
 * the same digit it was after, in every unit, when characters are dropped or commas added.
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
  const shownOf = (plain: string) => (unit === 'usd' ? groupThousands(plain) : plain);
  const report = (next: string) =>
    onChange({ value: next, error: validateField(next, { type: 'number', required }) });

  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    const kept = sanitizeNumberInput(input.value.slice(0, caret)).length;
    const next = sanitizeNumberInput(input.value);
    // Delete just before a comma removes nothing of the value: the caret moves past the comma.
    const isDeleteForward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
    showAt(input, shownOf(next), kept, isDeleteForward);
    report(next);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const before = input.value.slice(0, start) + event.clipboardData.getData('text');
    const next = sanitizeNumberInput(before + input.value.slice(end));
    showAt(input, shownOf(next), sanitizeNumberInput(before).length);
    report(next);
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
          value={shownOf(value)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`${inputClasses} ${PADDING[unit]}`}
          onChange={onTextChange}
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

/**
 * Writes the text the input is about to show and puts the caret after `kept` characters of the
 * value. React then finds the input already showing its new value and leaves it (and the caret)
 * alone; left to React, the caret would jump to the end whenever a character is dropped or a
 * comma added.
 */
function showAt(input: HTMLInputElement, shown: string, kept: number, skipSeparator = false) {
  input.value = shown;
  if (input.ownerDocument.activeElement !== input) return;
  const at = caretIn(shown, kept, skipSeparator);
  input.setSelectionRange(at, at);
}
