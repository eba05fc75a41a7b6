import { useState, type FormEvent } from 'react';
import { ADMIN_SEARCH_MAX_CHARS, SUBSCRIPTION_STATUSES } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field-types';
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
      <div className="flex-1">
        <label
          htmlFor="subscriptions-search"
          className="mb-1 block text-sm font-medium text-slate-800"
        >
          Search by name or admin email
        </label>
        <input
          id="subscriptions-search"
          type="search"
          value={draft}
          maxLength={ADMIN_SEARCH_MAX_CHARS}
          onChange={(event) => setDraft(event.target.value)}
          className={inputClasses}
        />
      </div>
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
