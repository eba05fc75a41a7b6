import { RANKINGS_TEXTS } from '@degreeworth/core';

/**
 * Texts of the rankings screens. The ones the API also sends (favorites, plan prompts, no data)
 * come from RANKINGS_TEXTS in core, so both sides say the same words. The page's title,
 * introduction and "How we rank" link are editable: GET /content/rankings (lib/page-content.ts).
 */
export const TEXTS = {
  ...RANKINGS_TEXTS,
  allColleges: 'All colleges',
  myFavorites: 'My favorites',
  signUpToSort: 'Sign up for free to sort the rankings by name and net price.',
  proFiltersLocked:
    'Horizon, family income, public or private and name search are part of Individual Pro.',
  loadFailed: 'The rankings could not be loaded. Please try again.',
  collegeLoadFailed: 'This college could not be loaded. Please try again.',
  favoritesLoadFailed: 'Your favorites could not be loaded. Please try again.',
  favoriteFailed: 'Your favorites could not be updated. Please try again.',
  tryAgain: 'Try again',
  noMatch: 'No colleges match these filters.',
  noFavorites:
    'You have no favorites yet. Press the star beside a college in the rankings to keep it here.',
  resetFilters: 'Reset filters',
  backToDefault: 'Back to the default order',
  backToFirstPage: 'Back to page 1',
  pastLastPage: 'This page is past the last page of these results.',
  notRanked: 'Not ranked',
  unrankedHeading:
    'Not ranked: a figure this order needs is missing. These colleges are listed after the ranked ones.',
  breakEvenNote: 'Break-even counts years from the first year of college.',
  // Phones: the filters in a dialog, the order in a select.
  filters: 'Filters',
  showResults: 'Show results',
  sortBy: 'Sort by',
  // The public typeahead, which opens the college's page.
  findCollege: 'Find a college',
  findCollegeHint: 'Type at least 2 letters of its name, then pick it to open its page.',
} as const;
