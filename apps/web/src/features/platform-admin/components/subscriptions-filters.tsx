import { useState, type FormEvent } from 'react';
import { SUBSCRIPTION_STATUSES } from '@degreeworth/core';
import { SearchField } from '@/components/ui/search-field';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { STATUS_WORDS } from './subscriptions-table';

interface SubscriptionsFiltersProps {
  search: string;
  status: string;
  /** New filter values; the list goes back to page 1. */
  onChange: (changes: { search?: string; status?: string }) => void;
}

/** Search by name or admin e-mail (applied on submit) and the status (applied when chosen). */
export function SubscriptionsFilters({ search, status, onChange }: SubscriptionsFiltersProps) {
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: draft.trim() });
  };
  return (
    <form
      role="search"
      aria-label="Subscriptions"
      onSubmit={submit}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <SearchField label="Search by name or admin email" value={draft} onChange={setDraft} />
      <Button type="submit">Search</Button>
      <div className="sm:w-48">
        <SelectField
          label="Status"
          value={status}
          onChange={(value) => onChange({ status: value })}
        >
          <option value="">Any status</option>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_WORDS[s]}
            </option>
          ))}
        </SelectField>
      </div>
    </form>
  );
}
