import { useId } from 'react';
import { ADMIN_SEARCH_MAX_CHARS } from '@degreeworth/core';
import { inputClasses } from '@/components/ui/field-types';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search text of an admin list (at most ADMIN_SEARCH_MAX_CHARS), inside its search form. */
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
