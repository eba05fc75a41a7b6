import { useEffect, useId, useState } from 'react';
import { ADMIN_SEARCH_MAX_CHARS } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field-types';
import { useResourcesTexts } from '../resources-texts';

/** Quiet time after the last key before the list is searched, milliseconds. */
export const SEARCH_DEBOUNCE_MS = 350;

interface ArticleSearchProps {
  /** The search in the address. */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * The article search box: the list follows SEARCH_DEBOUNCE_MS after the last key, or at once
 * on Enter. When the address changes by other means (Back, "Show all articles") the box
 * shows the new search.
 */
export function ArticleSearch({ value, onSearch }: ArticleSearchProps) {
  const { t } = useResourcesTexts();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="w-full sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('searchLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          maxLength={ADMIN_SEARCH_MAX_CHARS}
          value={text}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClasses} min-w-0 flex-1`}
        />
        <Button type="submit" variant="secondary">
          {t('searchButton')}
        </Button>
      </div>
    </form>
  );
}
