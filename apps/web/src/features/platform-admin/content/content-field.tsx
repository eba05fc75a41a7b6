import { useId } from 'react';
import { PAGE_TEXT_LIMITS, formatCount } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FieldLabel } from '@/components/ui/field-label';
import { inputClasses } from '@/components/ui/field-types';
import type { TextFieldSpec } from './page-fields';

interface ContentFieldProps {
  spec: TextFieldSpec;
  value: string;
  defaultValue: string;
  error: string | null;
  onChange: (value: string) => void;
}

/**
 * One text of a page: an input (a textarea for a paragraph), its character count against the
 * limit, its message, and "Reset to default" while it differs from today's default text.
 */
export function ContentField({ spec, value, defaultValue, error, onChange }: ContentFieldProps) {
  const id = useId();
  const max = PAGE_TEXT_LIMITS[spec.kind];
  const isOver = value.length > max;
  const common = {
    id,
    name: spec.path,
    value,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${error ? `${id}-error ` : ''}${id}-count`,
    className: inputClasses,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={spec.label} required />
      {spec.kind === 'paragraph' ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type="text" autoComplete="off" {...common} />
      )}
      <FieldError id={`${id}-error`} message={error} />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-count`}
          className={`text-xs ${isOver ? 'font-semibold text-red-700' : 'text-slate-500'}`}
        >
          {formatCount(value.length)} / {formatCount(max)} characters
        </p>
        {value !== defaultValue && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Reset ${spec.label} to default`}
            onClick={() => onChange(defaultValue)}
          >
            Reset to default
          </Button>
        )}
      </div>
    </div>
  );
}
