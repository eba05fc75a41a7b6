import { useId } from 'react';
import { ADMIN_SEARCH_MAX_CHARS } from '@degreeworth/core';
import { inputClasses } from '@/components/ui/field-types';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled search box (at most ADMIN_SEARCH_MAX_CHARS): the admin lists' search forms and the
 * filters of a college's programs.
 */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={ADMIN_SEARCH_MAX_CHARS}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      />
    </div>
  );
}
