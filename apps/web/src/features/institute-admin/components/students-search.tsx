import { type FormEvent, useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { Button } from '@/components/ui/button';

interface StudentsSearchProps {
  search: string;
  /** The new search text; the list goes back to page 1. */
  onSearch: (search: string) => void;
}

/** Search the students by name or e-mail (applied on submit, kept in the address). */
export function StudentsSearch({ search, onSearch }: StudentsSearchProps) {
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form
      role="search"
      aria-label="Students"
      onSubmit={submit}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <SearchField label="Search by name or email" value={draft} onChange={setDraft} />
      <Button type="submit">Search</Button>
    </form>
  );
}
