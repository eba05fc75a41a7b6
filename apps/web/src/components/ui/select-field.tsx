import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { inputClasses } from './field-types';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  name?: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** "sm": the smaller text of filter bars (rankings); default: the form fields' size. */
  size?: 'md' | 'sm';
}

const SIZES = {
  md: inputClasses,
  sm: `${inputClasses} text-sm disabled:text-slate-500`,
} as const;

/**
 * The one select of the app: a labelled select with its message and hint tied to it (the number
 * input's look). Used by the calculator's forms and the rankings' filters.
 */
export function SelectField({
  label,
  value,
  onChange,
  children,
  name,
  error,
  hint,
  required,
  disabled,
  size = 'md',
}: SelectFieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        disabled={disabled}
        className={SIZES[size]}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
