import { formatMoney, type LeftOutReason } from '@degreeworth/core';

/** The words of the programs comparison (/rankings/programs/compare). */
export const COMPARE_TEXTS = {
  title: 'Compare programs',
  intro:
    'Up to 4 programs side by side, at one college or several: what each adds up to over 40 ' +
    'years, its loan and its yearly cost and earnings, with the calculator’s engine and each ' +
    'program’s own graduates’ earnings.',
  programsHeading: 'Programs',
  count: (n: number, max: number) => `(${n} of ${max})`,
  none: 'No programs yet. Add one below, or choose them in the program rankings.',
  toRankings: 'Choose programs in the program rankings',
  remove: (name: string) => `Remove ${name}`,
  removeWord: 'Remove',
  addHeading: 'Add a program',
  college: 'College',
  collegeHint: 'Type at least 2 letters of the college’s name, then choose one of its programs.',
  program: 'Program',
  chooseProgram: 'Choose a program',
  add: 'Add to the comparison',
  full: (max: number) => `The comparison holds ${max} programs: remove one to add another.`,
  loadingPrograms: (college: string) => `Loading the programs of ${college}…`,
  programsFailed: (college: string) =>
    `The programs of ${college} could not be loaded. Please try again.`,
  noPrograms: (college: string) =>
    `The data has no earnings of ${college}’s own graduates by program, so none can be compared.`,
  alreadyCompared: 'already compared',
  graduates: (n: number | null) =>
    n === null
      ? 'graduates not published'
      : `${n.toLocaleString('en-US')} ${n === 1 ? 'graduate' : 'graduates'}`,
  forWhomHeading: 'For whom',
  loansPerYear: 'Federal loans a year',
  loansHint: 'Borrowed at the start of every year of college, at every program; empty = none.',
  chooseState: 'Choose your home state to see the figures.',
  sameAsRankings:
    'With your home state, family income “Prefer not to say” and no loans, a program in your ' +
    'state shows the figures of the program rankings; a college in another state charges ' +
    'out-of-state tuition here, and each card says what moved its figure.',
  loading: 'Loading the programs…',
  loadFailed: 'The programs could not be loaded. Please try again.',
  retry: 'Try again',
  leftOutHeading: 'Not compared',
  leftOut: (name: string, reason: LeftOutReason) => `${name}: ${LEFT_OUT_WORDS[reason]}`,
  unknownCollege: (id: number) => `College ${id}`,
  loansInWords: (amount: number) =>
    amount === 0 ? 'no loans' : `${formatMoney(amount)} of federal loans a year`,
} as const;

const LEFT_OUT_WORDS: Record<LeftOutReason, string> = {
  no_college: 'the data has no such college.',
  no_program_earnings:
    'the data publishes no earnings of this program’s graduates (or no completion rate of the ' +
    'college), so its figures would only be a national estimate.',
  no_cost_of_attendance:
    'the data has neither a cost of attendance nor a net price for the college.',
};
