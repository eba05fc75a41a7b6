import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { FieldLabel } from '@/components/ui/field-label';
import { inputClasses } from '@/components/ui/field-types';
import type { BoundField } from '@/lib/use-schema-form';

interface InputFieldProps extends BoundField {
  label: string;
  /** The shared TextField has no date or number input: these admin fields use this one. */
  type: 'date' | 'number';
  required?: boolean;
  hint?: string;
  min?: number | string;
  max?: number | string;
}

/**
 * A labelled date or whole-number input bound to a useSchemaForm field: its message (the core
 * schema's or the server's) and hint are tied to it with aria-describedby.
 */
export function InputField({
  label,
  type,
  required,
  hint,
  name,
  value,
  error,
  onChange,
  min,
  max,
}: InputFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  const report = (next: string) => onChange({ value: next, error: null });
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        min={min}
        max={max}
        step={type === 'number' ? 1 : undefined}
        inputMode={type === 'number' ? 'numeric' : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        className={inputClasses}
        onChange={(event) => report(event.target.value)}
        onBlur={() => report(value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
