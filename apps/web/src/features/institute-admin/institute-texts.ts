import { GENERIC_TEXT } from '@/components/admin/action-texts';

/**
 * Words of the institute screens. Toasts show the server's message when it sends one, else
 * the generic defaults of GENERIC_TEXT; the API's own texts are INSTITUTE_TEXT in core.
 */
export const TEXT = {
  loginTitle: 'Institute admin login',
  loginIntro: 'Sign in to see your students’ scenarios and manage your institute.',
  setPasswordIntro: 'Choose a password to finish setting up your institute account.',
  logIn: 'Log in',
  setPassword: 'Set password',
  nav: {
    dashboard: 'Dashboard',
    students: 'Students',
    counselors: 'Counselors',
    updatePassword: 'Update password',
  },
  loadingAccount: 'Loading your account…',
  accountFailed: 'Your account could not be loaded.',
  checkingAccess: 'Checking your access',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  downloadReport: 'Download class report (CSV)',
  downloadPdf: 'Download PDF',
  noScenariosYet:
    'No scenarios yet. Once your students save scenarios, how their colleges compare shows here.',
  noStudentsYet: 'No students yet.',
  loansHeading: 'Loans under the 2026 rules',
  loansIntro:
    'Federal loans from 1 July 2026 have new limits, an income-based plan (RAP) and an earnings ' +
    'test for programs. Students whose saved scenarios are worth a conversation:',
  loansAboveLimits: 'Borrowing above the federal limits',
  loansAboveLimitsNote: 'The rest must come from a private loan or family money.',
  loansProgramAtRisk: 'At risk under the earnings test',
  loansProgramAtRiskNote:
    'Our estimate for the chosen program, or for all programs of a college without program ' +
    'data; not the official result.',
  loansHighPaymentNote: 'In the first year of repayment, on the plan they chose.',
  loansTable: 'Colleges to look at',
  loansNothing: (high: string) =>
    'No saved scenario borrows above the federal limits, is at risk under the earnings test or pays over ' +
    `${high} of the starting salary.`,
  loansMore: (shown: number, total: number) =>
    `Showing ${shown} of ${total}. The class report (CSV) lists every college.`,
  noStudentsMatch: 'No students match.',
  noCounselorsYet: 'No counselors yet. Add one to let them coach students with you.',
  readOnlyStudents:
    'You can read the students and their scenarios. The institute admin adds and removes students.',
  removeStudentNote:
    'They keep their DegreeWorth account and saved scenarios as a free individual account. Their seat becomes free.',
  deleteCounselorNote: 'They can no longer sign in. Their comments on scenarios stay.',
  commentsHeading: 'Comments',
  noComments: 'No comments yet. Students see your comments on their results page.',
} as const;

export const TOASTS = {
  fetchFailed: GENERIC_TEXT.fetchFailed,
  add: GENERIC_TEXT.add,
  update: GENERIC_TEXT.update,
  remove: GENERIC_TEXT.remove,
} as const;
