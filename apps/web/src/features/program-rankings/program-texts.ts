import { PROGRAM_RANKINGS_TEXTS, RANKINGS_TEXTS } from '@degreeworth/core';

/**
 * Texts of the programs ranking. The plan prompts the API sends (sign up, upgrade) come from
 * RANKINGS_TEXTS and PROGRAM_RANKINGS_TEXTS in core, so both sides say the same words; they are
 * the fallbacks here.
 */
export const PROGRAM_TEXTS = {
  ...RANKINGS_TEXTS,
  ...PROGRAM_RANKINGS_TEXTS,
  title: 'Rankings by program',
  intro:
    'A program is one field of study at one college and one level, for example a bachelor’s ' +
    'degree in Computer Science at Ohio State. Pick a field to see which colleges give the best ' +
    'return for it. Earnings and debt come from the College Scorecard Field of Study data.',
  howWeRank: 'How we rank',
  collegeRankings: 'Rankings by college',
  loadFailed: 'The programs could not be loaded. Please try again.',
  fieldsFailed: 'The list of fields could not be loaded.',
  loading: 'Loading programs…',
  noMatch: 'No programs match these filters.',
  noMatchHint: 'Try another state or type of college, another credential, or all fields.',
  resetFilters: 'Clear the filters',
  backToFirstPage: 'Back to page 1',
  pastLastPage: 'This page is past the last page of these results.',
  notRanked: 'Not ranked',
  unrankedHeading:
    'Not ranked: a figure this order needs is missing. These programs are listed after the ranked ones.',
  keptList: 'Still showing the list you had before.',
  proOption: ' (Individual Pro)',
  hideAtRisk: 'Hide programs at risk under the federal earnings test (our estimate)',
  hideAtRiskVisitor: 'Filtering needs a free account.',
  earningsTestHeading: 'Earnings test (estimate)',
  compare: 'Compare',
  comparing: (n: number, max: number) =>
    `${n} of ${max} programs chosen to compare, from any page or field.`,
  compareOne: 'Open the comparison',
  compareThem: (n: number) => `Compare these ${n} programs`,
  clearCompare: 'Clear',
} as const;
