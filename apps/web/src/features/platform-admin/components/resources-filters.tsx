import { useState, type FormEvent } from 'react';
import { ADMIN_SEARCH_MAX_CHARS, RESOURCE_LIMITS } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field-types';

interface ResourcesFiltersProps {
  search: string;
  category: string;
  onChange: (changes: { search: string; category: string }) => void;
}

/** Search text and category (any letter case) of the article list; applied on submit. */
export function ResourcesFilters({ search, category, onChange }: ResourcesFiltersProps) {
  const [draft, setDraft] = useState({ search, category });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: draft.search.trim(), category: draft.category.trim() });
  };
  const field = (key: 'search' | 'category', label: string, max: number) => (
    <div className="flex-1">
      <label htmlFor={`resources-${key}`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`resources-${key}`}
        type={key === 'search' ? 'search' : 'text'}
        value={draft[key]}
        maxLength={max}
        onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
        className={inputClasses}
      />
    </div>
  );
  return (
    <form
      role="search"
      aria-label="Resources"
      onSubmit={submit}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      {field('search', 'Search', ADMIN_SEARCH_MAX_CHARS)}
      {field('category', 'Category', RESOURCE_LIMITS.category)}
      <Button type="submit">Search</Button>
    </form>
  );
}
