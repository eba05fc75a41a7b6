import { REMINDER_SPACING_HOURS } from '@degreeworth/core';
import { GENERIC_TEXT } from '@/components/admin/action-texts';

/**
 * Words of the institute screens. Toasts show the server's message when it sends one, else
 * the generic defaults of GENERIC_TEXT; the API's own texts are INSTITUTE_TEXT in core.
 */
export const TEXT = {
  loginTitle: 'Institute admin login',
  loginIntro: 'Sign in to see your students’ scenarios and manage your institute.',
  setPasswordIntro:
    'Choose a password to finish setting up your institute account, or a new one if you forgot it.',
  logIn: 'Log in',
  setPassword: 'Set password',
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot password',
  forgotIntro:
    'Enter the email address you sign in with. If it belongs to a school admin or counselor, we email it a link to choose a new password.',
  sendResetLink: 'Send reset link',
  backToLogin: 'Back to login',
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
  noStudentsMatchFilter:
    'No students match. Choose "All students" or clear the search to see everyone.',
  bestNpvColumn: 'Best net gain (20 years)',
  bestNpvNote:
    'Best net gain: the highest completion-adjusted net gain 20 years after starting college ' +
    'among the colleges of the student’s saved scenarios, as their results page computes it.',
  noScenario: 'No scenario yet',
  noFigure: 'No figure: the data cannot say',
  neverSignedIn: 'Never signed in',
  noRiskShown: 'None at risk',
  nothingToLookAt: 'Nothing',
  remindAll: 'Remind all who have not started',
  remindTitle: 'Remind every student who has not signed in?',
  remindNote:
    'Each student who has not signed in yet gets one e-mail with a new link to create their ' +
    `password. Students invited or reminded in the last ${REMINDER_SPACING_HOURS} hours are left out.`,
  remindConfirm: 'Send reminders',
  barFilter: (chart: string, bar: string) =>
    `Students with a college in the bar “${bar}” of ${chart}.`,
  showAllStudents: 'Show all students',
  attentionHeading: 'Needs attention',
  attentionIntro:
    'Students without a saved scenario, with a negative net gain at every college, or with a ' +
    'loan concern under the 2026 rules.',
  attentionNothing: 'No student needs attention right now.',
  settingsHeading: 'What counselors may do',
  counselorsAddStudents: 'Counselors may add and import students',
  counselorsAddStudentsHint:
    'They can add a student or import a CSV file, as you can. Only you remove students.',
  readOnlyStudentsAdding:
    'You can add and import students, read them and their scenarios. The institute admin removes students.',
  noCounselorsYet: 'No counselors yet. Add one to let them coach students with you.',
  readOnlyStudents:
    'You can read the students and their scenarios. The institute admin adds and removes students.',
  removeStudentNote:
    'They keep their DegreeWorth account and saved scenarios as a free individual account. Their seat becomes free.',
  deleteCounselorNote: 'They can no longer sign in. Their comments on scenarios stay.',
  addStudentNote:
    "Use the student's school e-mail address. They get an e-mail to create their password. " +
    'An address that already has its own DegreeWorth account gets an invitation instead: the ' +
    'student joins, and you see their scenarios, once they accept.',
  invitationsHeading: 'Invitations waiting for an answer',
  invitationsIntro:
    'These addresses already had their own DegreeWorth account, so each student was invited. ' +
    'They join your school, take a seat and share their scenarios only once they accept.',
  invitationsFailed: 'The invitations could not be loaded.',
  withdrawTitle: (name: string) => `Withdraw the invitation to ${name}?`,
  withdrawNote:
    'They can no longer accept it. You can invite them again later by adding their address.',
  commentsHeading: 'Comments',
  noComments: 'No comments yet. Students see your comments on their results page.',
} as const;

export const TOASTS = {
  fetchFailed: GENERIC_TEXT.fetchFailed,
  add: GENERIC_TEXT.add,
  update: GENERIC_TEXT.update,
  remove: GENERIC_TEXT.remove,
  invite: { success: 'Invite sent.', failure: 'The invite could not be sent.' },
  remind: { success: 'Reminders sent.', failure: 'The reminders could not be sent.' },
  withdrawInvitation: {
    success: 'Invitation withdrawn.',
    failure: 'The invitation could not be withdrawn.',
  },
} as const;
