import { useId, type ChangeEvent } from 'react';
import { validateField } from '@degreeworth/core';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { inputClasses, type FieldChange } from './field-types';

export type TextFieldType = 'text' | 'email' | 'password' | 'textarea';

interface TextFieldProps {
  label: string;
  name: string;
  type?: TextFieldType;
  required?: boolean;
  value: string;
  /** The error to show: this field's own rule result or one the server sent back. */
  error?: string | null;
  onChange: (change: FieldChange) => void;
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  readOnly?: boolean;
  /** A line under the field (a character count), tied to it with aria-describedby. */
  hint?: string;
}

/**
 * The shared text input: validated with core's validateField on change and on
 * blur; the parent keeps value and error so a form can disable submit while any is set.
 */
export function TextField({
  label,
  name,
  type = 'text',
  required = false,
  value,
  error,
  onChange,
  rows = 4,
  hint,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const rules = { type, required };
  const report = (next: string) => onChange({ value: next, error: validateField(next, rules) });
  const common = {
    id,
    name,
    value,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: inputClasses,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      report(event.target.value),
    onBlur: () => report(value),
    ...rest,
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {type === 'textarea' ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type={type} {...common} />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
