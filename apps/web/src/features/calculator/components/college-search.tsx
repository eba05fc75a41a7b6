import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CollegeSearchResponse } from '@degreeworth/core';
import { inputClasses } from '@/components/ui/field-types';
import { useSearchCollegesQuery } from '../api/calculator-api';
import { SEARCH_DEBOUNCE_MS, TEXTS } from '../calculator-texts';

export type CollegeHit = CollegeSearchResponse['results'][number];

interface CollegeSearchProps {
  onSelect: (college: CollegeHit) => void;
  /** Colleges already in the comparison: listed, but not chosen again. */
  addedIds: readonly number[];
  error?: string | null;
}

const MIN_QUERY = 2;

/**
 * The college typeahead (ARIA 1.2 combobox with a listbox popup): the query waits
 * SEARCH_DEBOUNCE_MS after the last key; ArrowDown/ArrowUp move through the options, Enter
 * picks the active one, Escape closes the list (a second Escape clears the text).
 */
export function CollegeSearch({ onSelect, addedIds, error }: CollegeSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useSearchCollegesQuery(query.length >= MIN_QUERY ? query : skipToken);
  const wanted = text.trim();
  const isPending = wanted !== query || search.isFetching;
  const results = (search.currentData ?? (search.isFetching ? search.data : undefined))?.results;
  const options = wanted.length >= MIN_QUERY ? (results ?? []) : [];
  const showPopup = isOpen && wanted.length >= MIN_QUERY;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (i: number) => `${id}-option-${i}`;
  const isAdded = (hit: CollegeHit) => addedIds.includes(hit.university_id);

  const choose = (hit: CollegeHit) => {
    if (isAdded(hit)) return;
    onSelect(hit);
    setText('');
    setQuery('');
    setIsOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      if (!showPopup || activeIndex < 0) return;
      event.preventDefault();
      choose(options[activeIndex]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showPopup) setIsOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const status = !showPopup
    ? ''
    : search.isError && !isPending
      ? TEXTS.searchFailed
      : isPending && options.length === 0
        ? TEXTS.searching
        : options.length === 0
          ? TEXTS.noMatch
          : `${options.length} ${options.length === 1 ? 'college' : 'colleges'} found`;

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {TEXTS.searchLabel}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showPopup && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={showPopup && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        placeholder="e.g. University of Alabama"
        value={text}
        className={inputClasses}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {TEXTS.searchHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {/* The listbox stays in the document (empty) so aria-controls always points at it. */}
      <ul
        id={listId}
        role="listbox"
        aria-label="Colleges"
        hidden={!(showPopup && options.length > 0)}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {showPopup &&
          options.map((hit, i) => (
            <li
              key={hit.university_id}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              aria-disabled={isAdded(hit) || undefined}
              className={`cursor-pointer px-3 py-2 ${i === activeIndex ? 'bg-emerald-50' : ''} ${isAdded(hit) ? 'cursor-not-allowed text-slate-400' : ''}`}
              // Keep focus in the input; the click picks the option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(hit)}
              onMouseEnter={() => setActive(i)}
            >
              <span className="block font-medium">{hit.name}</span>
              <span className="block text-xs text-slate-600">
                {[hit.city, hit.state].filter(Boolean).join(', ')}
                {isAdded(hit) ? ` · ${TEXTS.alreadyAdded}` : ''}
              </span>
            </li>
          ))}
      </ul>
      {/* One status line: shown as the popup while there is no option, read out either way. */}
      <p
        role="status"
        className={
          showPopup && options.length === 0 && status
            ? 'absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg'
            : 'sr-only'
        }
      >
        {status}
      </p>
    </div>
  );
}
