import { CollegeSearch as CollegeSearchBox, type CollegeHit } from '@/components/college-search';
import { SEARCH_DEBOUNCE_MS, useCalculatorTexts } from '../calculator-texts';

export type { CollegeHit };

interface CollegeSearchProps {
  onSelect: (college: CollegeHit) => void;
  /** Colleges already in the comparison: listed, but not chosen again. */
  addedIds: readonly number[];
  error?: string | null;
  /** The home state chosen above (two-letter code, '' while none): its colleges come first. */
  homeState: string;
}

/**
 * "Add a college": the shared college typeahead (components/college-search.tsx, also the
 * rankings' "Find a college") with the calculator's words; a college already in the
 * comparison is listed as "Already added" and cannot be picked again. The home state goes with
 * the search, so that state's colleges come first.
 */
export function CollegeSearch({ onSelect, addedIds, error, homeState }: CollegeSearchProps) {
  const { t } = useCalculatorTexts();
  return (
    <CollegeSearchBox
      label={t('searchLabel')}
      onSelect={onSelect}
      isUnavailable={(hit) => addedIds.includes(hit.university_id)}
      error={error}
      debounceMs={SEARCH_DEBOUNCE_MS}
      homeState={homeState || undefined}
      texts={{
        hint: t('searchHint'),
        searching: t('searching'),
        noMatch: t('noMatch'),
        failed: t('searchFailed'),
        unavailable: t('alreadyAdded'),
      }}
    />
  );
}
