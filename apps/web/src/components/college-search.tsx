import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  COLLEGE_SEARCH_MAX_LIMIT,
  COLLEGE_SEARCH_PAGE,
  type CollegeSearchResponse,
} from '@degreeworth/core';
import { inputClasses } from '@/components/ui/field-types';
import { useTranslation } from '@/lib/i18n';
import { useFindCollegesQuery } from './college-search-api';

export type CollegeHit = CollegeSearchResponse['results'][number];

/** The words of the box around its label (common's `collegeSearch`); a feature may give its own. */
export interface CollegeSearchTexts {
  hint: string;
  placeholder: string;
  searching: string;
  noMatch: string;
  failed: string;
  /** After the place of an option that cannot be chosen (see `isUnavailable`). */
  unavailable: string;
  /** The last row of the list when more colleges match: it lists more. */
  showMore: string;
  /** That row while the next colleges load. */
  loadingMore: string;
}

/** Wait after the last key before asking, ms. */
export const COLLEGE_SEARCH_DEBOUNCE_MS = 150;

interface CollegeSearchProps {
  /** The visible label, which also names the combobox. */
  label: string;
  onSelect: (college: CollegeHit) => void;
  /** Options listed but not chosen (e.g. colleges already in the calculator's comparison). */
  isUnavailable?: (college: CollegeHit) => boolean;
  error?: string | null;
  texts?: Partial<CollegeSearchTexts>;
  debounceMs?: number;
  /** The user's home state (two-letter code) when the page knows it: its colleges come first. */
  homeState?: string;
}

const MIN_QUERY = 2;
const never = () => false;

/**
 * The college typeahead (ARIA 1.2 combobox with a listbox popup) on GET /universities/search,
 * which visitors may call too: the query waits `debounceMs` after the last key; ArrowDown/ArrowUp
 * move through the options, Enter picks the active one, Escape closes the list (a second Escape
 * clears the text). What a pick does is the caller's: add the college, or open its page.
 * When more colleges match, the list ends with a "Show more colleges" option: choosing it (Enter
 * or a click) lists 10 more, up to 50, and its place becomes the first new college, so the
 * keyboard goes on from there.
 */
export function CollegeSearch({
  label,
  onSelect,
  isUnavailable = never,
  error,
  texts: ownTexts,
  debounceMs = COLLEGE_SEARCH_DEBOUNCE_MS,
  homeState,
}: CollegeSearchProps) {
  const { t } = useTranslation();
  const texts: CollegeSearchTexts = {
    hint: t('collegeSearch.hint'),
    placeholder: t('collegeSearch.placeholder'),
    searching: t('collegeSearch.searching'),
    noMatch: t('collegeSearch.noMatch'),
    failed: t('collegeSearch.failed'),
    unavailable: t('collegeSearch.unavailable'),
    showMore: t('collegeSearch.showMore'),
    loadingMore: t('collegeSearch.loadingMore'),
    ...ownTexts,
  };
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // How many colleges to list for which query: a new query starts again at one page.
  const [shown, setShown] = useState({ query: '', limit: COLLEGE_SEARCH_PAGE });

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  const limit = shown.query === query ? shown.limit : COLLEGE_SEARCH_PAGE;
  const search = useFindCollegesQuery(
    query.length >= MIN_QUERY ? { q: query, state: homeState || undefined, limit } : skipToken,
  );
  const wanted = text.trim();
  const isPending = wanted !== query || search.isFetching;
  // While the next page loads, the colleges already listed stay.
  const answer = search.currentData ?? (search.isFetching ? search.data : undefined);
  const options = wanted.length >= MIN_QUERY ? (answer?.results ?? []) : [];
  const hasMore = options.length > 0 && answer?.has_more === true;
  const canShowMore = hasMore && limit < COLLEGE_SEARCH_MAX_LIMIT;
  const isLoadingMore = canShowMore && search.isFetching;
  // The rows the arrow keys move through: the colleges, then "Show more colleges".
  const rows = options.length + (canShowMore ? 1 : 0);
  const showPopup = isOpen && wanted.length >= MIN_QUERY;
  const activeIndex = active < rows ? active : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  const showMore = () => {
    if (isLoadingMore) return;
    setShown({ query, limit: limit + COLLEGE_SEARCH_PAGE });
    setActive(options.length);
  };

  const choose = (hit: CollegeHit) => {
    if (isUnavailable(hit)) return;
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
      if (rows === 0) return;
      const isDown = event.key === 'ArrowDown';
      // From the box, Down goes to the first row and Up to the last; both wrap around.
      if (activeIndex < 0) setActive(isDown ? 0 : rows - 1);
      else setActive((activeIndex + (isDown ? 1 : -1) + rows) % rows);
    } else if (event.key === 'Enter') {
      if (!showPopup || activeIndex < 0) return;
      event.preventDefault();
      if (activeIndex === options.length) showMore();
      else choose(options[activeIndex]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showPopup) setIsOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const found = t('collegeSearch.found', { count: options.length });
  const status = !showPopup
    ? ''
    : search.isError && !isPending
      ? texts.failed
      : isPending && options.length === 0
        ? texts.searching
        : options.length === 0
          ? texts.noMatch
          : canShowMore
            ? t('collegeSearch.moreMatch', { found })
            : hasMore
              ? t('collegeSearch.typeMore', { found })
              : found;

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
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
        placeholder={texts.placeholder}
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
        {texts.hint}
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
        aria-label={t('collegeSearch.colleges')}
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
              aria-disabled={isUnavailable(hit) || undefined}
              className={`cursor-pointer px-3 py-2 ${i === activeIndex ? 'bg-emerald-50' : ''} ${isUnavailable(hit) ? 'cursor-not-allowed text-slate-400' : ''}`}
              // Keep focus in the input; the click picks the option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(hit)}
              onMouseEnter={() => setActive(i)}
            >
              <span className="block font-medium">{hit.name}</span>
              <span className="block text-xs text-slate-600">
                {[hit.city, hit.state].filter(Boolean).join(', ')}
                {isUnavailable(hit) ? ` · ${texts.unavailable}` : ''}
              </span>
            </li>
          ))}
        {showPopup && canShowMore && (
          <li
            id={optionId(options.length)}
            role="option"
            aria-selected={activeIndex === options.length}
            aria-disabled={isLoadingMore || undefined}
            className={`cursor-pointer border-t border-slate-100 px-3 py-2 font-medium text-emerald-800 ${activeIndex === options.length ? 'bg-emerald-50' : ''}`}
            // Keep focus in the input; the click lists more.
            onMouseDown={(event) => event.preventDefault()}
            onClick={showMore}
            onMouseEnter={() => setActive(options.length)}
          >
            {isLoadingMore ? texts.loadingMore : texts.showMore}
          </li>
        )}
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
