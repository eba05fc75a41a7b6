import { useState, type FormEvent } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import type { UsersQuery } from '../api/users-api';

export const USER_FILTERS = {
  plan: [
    ['pro', 'Individual Pro'],
    ['free_subscription', 'Free subscription'],
    ['none', 'No plan'],
  ],
  role: [
    ['student', 'Student'],
    ['counselor', 'Counselor'],
    ['admin', 'Admin'],
  ],
  verified: [
    ['true', 'Verified'],
    ['false', 'Not verified'],
  ],
  institute: [
    ['true', 'Institute accounts'],
    ['false', 'Individual accounts'],
  ],
} as const;
export type UserFilter = keyof typeof USER_FILTERS;

const LABELS: Record<UserFilter, [label: string, any: string]> = {
  plan: ['Plan', 'Any plan'],
  role: ['Role', 'Any role'],
  verified: ['Verified', 'Verified or not'],
  institute: ['Institute', 'Any account'],
};

interface UsersFiltersProps {
  query: UsersQuery;
  /** New filter values; the list goes back to page 1. */
  onChange: (changes: Partial<Record<'search' | UserFilter, string>>) => void;
}

/** Search (applied on submit) and the four filters (applied when chosen) of /crm/users. */
export function UsersFilters({ query, onChange }: UsersFiltersProps) {
  const [search, setSearch] = useState(query.search ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  return (
    <form role="search" aria-label="Users" onSubmit={submit} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SearchField label="Search by name or email" value={search} onChange={setSearch} />
        <Button type="submit">Search</Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {(Object.keys(USER_FILTERS) as UserFilter[]).map((key) => (
          <SelectField
            key={key}
            label={LABELS[key][0]}
            size="sm"
            value={query[key] ?? ''}
            onChange={(value) => onChange({ [key]: value })}
          >
            <option value="">{LABELS[key][1]}</option>
            {USER_FILTERS[key].map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </form>
  );
}
