import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field-types';

/**
 * Addresses an admin may type: http, https, mailto, or a path on this site (not //host or /\host,
 * which lead elsewhere). Stricter than what the server keeps: "studentaid.gov" without its
 * https:// would be kept there as an address on this site, and is refused here.
 */
const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?![/\\]))/i;

export const LINK_TEXT = {
  invalid: 'Use an address starting with https://, http://, mailto: or /.',
};

interface LinkFormProps {
  onApply: (url: string) => void;
  onCancel: () => void;
}

/**
 * The link address field under the toolbar. Not a <form>: it sits inside the article form, so
 * Enter applies the link here instead of submitting the article.
 */
export function LinkForm({ onApply, onCancel }: LinkFormProps) {
  const id = useId();
  const [url, setUrl] = useState('https://');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const value = url.trim();
    if (!SAFE_LINK.test(value)) return setError(LINK_TEXT.invalid);
    onApply(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="flex flex-col gap-2 border-b border-slate-200 p-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <label htmlFor={id} className="sr-only">
          Link address
        </label>
        <input
          id={id}
          type="url"
          value={url}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          className={`${inputClasses} text-sm`}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={apply}>
          Add link
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
