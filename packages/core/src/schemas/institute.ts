import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, MESSAGES } from '../validation/messages';
import { anyPasswordInput, emailInput, newPasswordInput } from './auth';
import { PageInfoShape, pageParam, requiredText, searchParam } from './admin-fields';
import { singleValue } from './input-limits';
import { SUBSCRIPTION_STATUSES } from './subscriptions';
import { SavedScenarioSchema, ScenarioSummarySchema } from '../scenario/api';
import { formatCount } from '../display/money';
import { formatCountOf, nounFor } from '../display/counts';
import { REPAYMENT_PLANS } from '../roi/federal-loan-rules';
import { EARNINGS_TEST_STATUSES } from '../roi/earnings-test';
import { ATTENTION_REASONS, type BreakEvenBar } from '../scenario/student-standing';
import { BREAK_EVEN_BIN_EDGES, NPV_BIN_EDGES } from '../display/distribution';
import { wholeNumberParam } from './query-fields';

/**
 * The institute client (decision 015): its calls, its admins and counselors, its students. An
 * institute admin ("owner", the subscription's admin e-mail) or a counselor ("sub-user", a subadmin
 * at institute level) signs in with POST /login-insitute (the product's own spelling) and gets an
 * institute token, which no user or platform-admin call accepts. Every call is scoped by the
 * institute of the token, never by the `{institute}` segment of the web URL.
 */

export const INSTITUTE_ROLES = ['owner', 'counselor'] as const;
export type InstituteRole = (typeof INSTITUTE_ROLES)[number];

export const INSTITUTE_LIMITS = {
  name: 100,
  email: 254,
  /** Rows of one CSV import (a large school's year group). */
  importRows: 2_000,
  /** Bytes of one CSV import. */
  importBytes: 512 * 1024,
  comment: 2_000,
  /** Students per page of GET /institute/instituteUsers. */
  pageSize: 50,
} as const;

/** A student reminded (or invited) less than this many hours ago is not reminded again. */
export const REMINDER_SPACING_HOURS = 24;

export const INSTITUTE_TEXT = {
  signedIn: 'Login successful.',
  wrongCredentials: 'Invalid email or password.',
  /** The set-password success message. */
  passwordCreated: 'Password has been created successfully.',
  passwordUpdated: 'Password updated successfully.',
  wrongCurrentPassword: 'The current password is not correct.',
  samePassword: 'The new password must be different from the current one.',
  loggedOut: 'Logged out.',
  /**
   * POST /institute/forgot-password: the one answer, whether or not the address is a school
   * admin's or counselor's (no enumeration).
   */
  resetSent:
    'If this email address belongs to a school admin or counselor, a link to choose a new password is on its way to it, valid for 1 hour.',
  ownerOnly: 'Only the institute admin can do this. Ask them to make this change.',
  /** 403 for a counselor adding or importing students while the owner has not allowed it. */
  studentsOwnerOnly:
    'Only the institute admin adds students here. They can let counselors add and import students on the Counselors page.',
  settingsSaved: 'Settings saved.',
  // Students (GET|POST /institute/instituteUsers).
  studentAdded: 'Student added. They will receive an email to create their password.',
  studentsImported: (added: number, invited = 0) =>
    [
      added > 0 || invited === 0
        ? `${formatCountOf(added, 'student')} added. ${added === 1 ? 'They' : 'Each'} will receive an email to create a password.`
        : '',
      invited > 0
        ? `${formatCountOf(invited, 'invitation')} sent to students who already have a DegreeWorth account: they join your school when they accept.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  /**
   * POST /institute/instituteUsers for an address with its own account: joining would show that
   * person's scenarios to the school, so the person is invited and decides.
   */
  invitationSent: (email: string) =>
    `${email} already has a DegreeWorth account, so we sent an invitation. The student joins your school, and you see their scenarios, once they accept.`,
  invitationWithdrawn: 'Invitation withdrawn.',
  invitationNotFound:
    'This invitation does not exist. The student may have accepted or declined it already.',
  studentRemoved:
    'Student removed. They keep their account and saved scenarios as a free individual account.',
  studentNotFound: 'This student does not exist.',
  inviteResent: 'Invite sent again. The new link works for 7 days; earlier links no longer work.',
  studentAlreadyActive:
    'This student has already signed in. If they forgot their password, they can use "Forgot password?" on the login screen.',
  counselorAlreadyActive:
    'This counselor has already set a password. If they forgot it, they can use "Forgot password?" on the school login.',
  inviteCooldown: 'An email went to this address less than a minute ago. Try again in a minute.',
  inviteDailyCap: 'This address has had too many emails today. Try again tomorrow.',
  /** POST /institute/instituteUsers/remind: what was sent and what was held back. */
  remindersSent: (sent: number, heldBack: number) =>
    sent + heldBack === 0
      ? 'Every student has signed in: there is no one to remind.'
      : `${formatCount(sent)} ${sent === 1 ? 'reminder' : 'reminders'} sent.` +
        (heldBack > 0
          ? ` ${formatCount(heldBack)} held back: ${heldBack === 1 ? 'that student was' : 'those students were'} invited in the last ${REMINDER_SPACING_HOURS} hours or had too many emails today.`
          : ''),
  seatsFull: (total: number) =>
    `${total === 1 ? 'The only seat is' : `All ${formatCount(total)} seats are`} in use. Remove a student or contact DegreeWorth for more seats.`,
  importTooManyForSeats: (rows: number, free: number) =>
    `This file adds ${formatCountOf(rows, 'student')} but only ${formatCountOf(free, 'seat')} ${nounFor(free, 'is', 'are')} free. Nothing was imported.`,
  alreadyStudent: 'This student is already in your institute.',
  otherInstitute: 'This email address belongs to a student of another institute.',
  existingAccount:
    'This email address already has its own DegreeWorth account. Add the student with their school email address instead.',
  adminAddress: 'This email address belongs to an institute admin or counselor.',
  duplicateInFile: (row: number) => `This email address is also on row ${row}.`,
  subscriptionEnded: (end: string) =>
    `This subscription ended on ${end}. Contact DegreeWorth to renew it.`,
  importFailed: 'Some rows have errors. Nothing was imported: correct the rows and upload again.',
  csvNoFile: 'Choose a CSV file with a header row "name,email".',
  csvNotText: 'The file is not a CSV text file. Save it as CSV (UTF-8) and try again.',
  csvTooLarge: `The file is too large. A CSV of at most ${INSTITUTE_LIMITS.importBytes / 1024} KB can be imported.`,
  csvHeader: 'The first row must name the columns "name" and "email".',
  csvEmpty: 'The file has no student rows.',
  csvTooManyRows: `A file can add at most ${formatCount(INSTITUTE_LIMITS.importRows)} students.`,
  csvColumns: 'Each row needs a name and an email address.',
  csvQuoteNotClosed:
    'A cell opens a quote (") that is never closed, so the file cannot be read. Check the quotes in the file and save it as CSV again.',
  // Counselors (/institute/sub-users; the admin screens' usual success texts).
  subUserAdded: 'Added successfully.',
  subUserUpdated: 'Updated successfully.',
  subUserDeleted: 'Deleted successfully.',
  subUserNotFound: 'This counselor does not exist.',
  emailTaken: 'This email address is already an institute admin or counselor.',
  /**
   * 403 for a platform subadmin: a new address gets the counselor's link, so whoever
   * reads it would hold that account and the students' scenarios it can read.
   */
  subUserEmailFullAdminOnly:
    "Only a full admin or the institute admin can change a counselor's email.",
  /** 403 for a platform subadmin: a counselor it adds, at its own address, reads the students. */
  subUserAddFullAdminOnly: 'Only a full admin or the institute admin can add a counselor.',
  subscriptionRequired: 'Choose the subscription (subscription_id) the counselor belongs to.',
  // Coaching.
  scenarioNotFound: 'This scenario does not exist.',
  commentAdded: 'Comment added.',
  commentDeleted: 'Comment deleted.',
  commentNotFound: 'This comment does not exist.',
  commentNotYours: 'Only the author of a comment or the institute admin can delete it.',
  replyAdded: 'Reply sent. Your counselors will see it.',
  replyNotInSchool:
    'Only students of a school can reply to comments. Your account is not part of a school.',
  commentsRead: 'Marked as read.',
  /** The subject of the 429 past the per-student reply limit. */
  replyLimit: 'Too many replies.',
  /** The subject of the 429 past the per-admin comment limit (lib/limits adds when to retry). */
  commentLimit: 'Too many comments.',
  /** The subject of the 429 past the per-admin class-report limit. */
  classReportLimit: 'Too many class reports.',
  /** A scenario PDF before the subscription's start date (the institute's plan decides). */
  subscriptionNotStarted: (start: string) =>
    `This subscription starts on ${start}. Reports are available from that day.`,
} as const;

const object = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: BODY_MUST_BE_OBJECT });

const emailField = (emptyMessage: string = MESSAGES.required) => emailInput(emptyMessage);

const matches = { message: MESSAGES.passwordsDoNotMatch, path: ['password_confirmation'] };

/** POST /login-insitute: "All fields are required" when either is empty. */
export const InstituteLoginInputSchema = object({
  email: emailField(MESSAGES.allFieldsRequired),
  password: anyPasswordInput(MESSAGES.allFieldsRequired),
});
export type InstituteLoginInput = z.input<typeof InstituteLoginInputSchema>;

/**
 * POST /set-password-insitute: the link /confirm-subscription/{dummyPassword}/{mail} gives
 * `email` and `dummyPassword`; the reset-password texts for the two passwords.
 */
export const InstituteSetPasswordInputSchema = object({
  email: emailField(MESSAGES.enterValidEmail),
  dummyPassword: z
    .string({ error: 'The link is incomplete.' })
    .min(1, 'The link is incomplete.')
    .max(200, 'The link is incomplete.'),
  password: newPasswordInput(MESSAGES.enterBothPasswords),
  password_confirmation: z
    .string({ error: MESSAGES.enterBothPasswords })
    .min(1, MESSAGES.enterBothPasswords),
}).refine((v) => v.password === v.password_confirmation, matches);
export type InstituteSetPasswordInput = z.input<typeof InstituteSetPasswordInputSchema>;

/** POST /institute/forgot-password: "Forgot password?" on the school login (decision 076). */
export const InstituteForgotPasswordInputSchema = object({
  email: emailField(MESSAGES.enterValidEmail),
});
export type InstituteForgotPasswordInput = z.input<typeof InstituteForgotPasswordInputSchema>;

/** POST /institute/update-password (fields of our own choosing). */
export const InstituteUpdatePasswordInputSchema = object({
  current_password: anyPasswordInput(MESSAGES.allFieldsRequired),
  password: newPasswordInput(MESSAGES.enterBothPasswords),
  password_confirmation: z
    .string({ error: MESSAGES.enterBothPasswords })
    .min(1, MESSAGES.enterBothPasswords),
}).refine((v) => v.password === v.password_confirmation, matches);
export type InstituteUpdatePasswordInput = z.input<typeof InstituteUpdatePasswordInputSchema>;

/** The institute as its admins see it. `slug` is the `{institute}` segment of the web routes. */
export const InstituteSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  seats: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The owner lets counselors add and import students too. */
  counselors_add_students: z.boolean(),
});
export type Institute = z.infer<typeof InstituteSchema>;

/** POST /institute/settings (the owner): what counselors may do. */
export const InstituteSettingsInputSchema = object({
  counselors_add_students: z.boolean({ error: 'counselors_add_students must be true or false.' }),
});
export type InstituteSettingsInput = z.input<typeof InstituteSettingsInputSchema>;
export const InstituteSettingsResponseSchema = z.object({
  message: z.string(),
  institute: InstituteSchema,
});

/** The signed-in institute admin or counselor. */
export const InstituteAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The subscription's name, else the person's own name. */
  institute_name: z.string(),
  role: z.enum(INSTITUTE_ROLES),
});
export type InstituteAdmin = z.infer<typeof InstituteAdminSchema>;

/** POST /login-insitute and POST /set-password-insitute (the app stores a returned token). */
export const InstituteSignedInResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: InstituteAdminSchema,
  institute: InstituteSchema,
});
export type InstituteSignedInResponse = z.infer<typeof InstituteSignedInResponseSchema>;

/** GET /institute/me. */
export const InstituteMeResponseSchema = z.object({
  user: InstituteAdminSchema,
  institute: InstituteSchema,
});
export type InstituteMeResponse = z.infer<typeof InstituteMeResponseSchema>;

// ---- Students ------------------------------------------------------------------------------

/** invited: added, no password yet; active: has signed in (created a password). */
export const STUDENT_STATES = ['invited', 'active'] as const;

/** A student of the institute. */
export const InstituteStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  institute_name: z.string(),
  status: z.enum(STUDENT_STATES),
  scenarios: z.number().int(),
  created_at: z.string(),
});
export type InstituteStudent = z.infer<typeof InstituteStudentSchema>;

/** A student as the student list shows them: with their activity and saved scenarios' outcomes. */
export const ListedStudentSchema = InstituteStudentSchema.extend({
  /** The student's last request while signed in; null: never signed in. */
  last_active_at: z.string().nullable(),
  /** The highest completion-adjusted 20-year NPV of their saved colleges; null: none known. */
  best_npv: z.number().nullable(),
  /** A program of a saved scenario is at risk under the earnings test estimate. */
  earnings_test_at_risk: z.boolean(),
  /** The student's replies to comments that no admin of the school has read yet. */
  unread_replies: z.number().int(),
  /** Why a counselor should look at this student (empty: nothing to look at). */
  attention: z.array(z.enum(ATTENTION_REASONS)),
});
export type ListedStudent = z.infer<typeof ListedStudentSchema>;

export const SeatsSchema = z.object({ used: z.number().int(), total: z.number().int() });

/** Columns the student list sorts by. */
export const STUDENT_SORTS = [
  'name',
  'status',
  'last_active',
  'scenarios',
  'best_npv',
  'at_risk',
  'added',
] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/**
 * The direction of each sort when none is asked: names and states A to Z, the rest with the
 * most recent, the most, the highest or the at-risk students first.
 */
export const STUDENT_SORT_DIRECTIONS: Record<StudentSort, 'asc' | 'desc'> = {
  name: 'asc',
  status: 'asc',
  last_active: 'desc',
  scenarios: 'desc',
  best_npv: 'desc',
  at_risk: 'desc',
  added: 'desc',
};

/** Which students the list shows: by state, all who need attention, or one reason. */
export const STUDENT_FILTERS = [
  'invited',
  'active',
  'needs_attention',
  ...ATTENTION_REASONS,
] as const;
export type StudentFilter = (typeof STUDENT_FILTERS)[number];

const BREAK_EVEN_BAR_MESSAGE = `break_even_bar must be a whole number from 0 to ${BREAK_EVEN_BIN_EDGES.length}, or never.`;

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}.` });

/**
 * GET /institute/instituteUsers?page=&search=&sort=&direction=&filter=&npv_bar=&break_even_bar=
 * `npv_bar` and `break_even_bar` name a bar of the dashboard's distributions (its index, or
 * "never" for the colleges that never break even): the students with a college in it.
 */
export const InstituteUsersQuerySchema = z.object({
  page: pageParam,
  search: searchParam,
  sort: singleValue('sort', oneOf('sort', STUDENT_SORTS).default('name')),
  direction: singleValue(
    'direction',
    z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).optional(),
  ),
  filter: singleValue('filter', oneOf('filter', STUDENT_FILTERS).optional()),
  npv_bar: singleValue('npv_bar', wholeNumberParam('npv_bar', 0, NPV_BIN_EDGES.length).optional()),
  break_even_bar: singleValue(
    'break_even_bar',
    z
      .string({ error: BREAK_EVEN_BAR_MESSAGE })
      .refine(
        (v) => v === 'never' || (/^\d+$/.test(v) && Number(v) <= BREAK_EVEN_BIN_EDGES.length),
        BREAK_EVEN_BAR_MESSAGE,
      )
      .transform((v): BreakEvenBar => (v === 'never' ? 'never' : Number(v)))
      .optional()
      .meta({ description: 'A bar index, or "never".', examples: ['0', 'never'] }),
  ),
});
export type InstituteUsersQuery = z.infer<typeof InstituteUsersQuerySchema>;
export const InstituteUsersResponseSchema = z.object({
  users: z.array(ListedStudentSchema),
  ...PageInfoShape,
  seats: SeatsSchema,
});
export type InstituteUsersResponse = z.infer<typeof InstituteUsersResponseSchema>;

/** POST /institute/instituteUsers: one student (name and school e-mail). */
export const InstituteStudentInputSchema = object({
  name: requiredText('Name', INSTITUTE_LIMITS.name),
  email: emailField(),
});
export type InstituteStudentInput = z.input<typeof InstituteStudentInputSchema>;

/** POST /institute/instituteUsers/remind: one invite mail to each student not signed in yet. */
export const RemindersResponseSchema = z.object({
  message: z.string(),
  /** Mails queued. */
  sent: z.number().int(),
  /** Students left out: invited within REMINDER_SPACING_HOURS, or their mail limit reached. */
  held_back: z.number().int(),
});
export type RemindersResponse = z.infer<typeof RemindersResponseSchema>;

/**
 * An invitation to an address that already has its own account (one per account): the name the
 * school typed, the address and when it was sent. `id` is the account's.
 */
export const InstituteInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  invited_at: z.string(),
});
export type InstituteInvitation = z.infer<typeof InstituteInvitationSchema>;

/** GET /institute/invitations: the invitations no one has answered, newest first. */
export const InstituteInvitationsResponseSchema = z.object({
  invitations: z.array(InstituteInvitationSchema),
});
export type InstituteInvitationsResponse = z.infer<typeof InstituteInvitationsResponseSchema>;

/**
 * POST /institute/instituteUsers: either the student added (`user`), or, for an address with its
 * own account, the invitation sent (`invitation`); the other is null.
 */
export const InstituteStudentResponseSchema = z.object({
  message: z.string(),
  user: InstituteStudentSchema.nullable(),
  invitation: InstituteInvitationSchema.nullable(),
});

/** One refused row of a CSV import; `row` counts the file's lines, the header being row 1. */
export const ImportRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.enum(['name', 'email', 'row']),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

/** POST /institute/instituteUsers/import (multipart `file`): all rows or none. */
export const InstituteImportResponseSchema = z.object({
  message: z.string(),
  /** Students added. */
  imported: z.number().int(),
  /** Addresses with their own account, invited instead (they join when they accept). */
  invited: z.number().int(),
});
/** The 400 of an import with row errors: nothing was imported. */
export const InstituteImportErrorSchema = z.object({
  message: z.string(),
  errors: z.array(ImportRowErrorSchema),
});
export type InstituteImportError = z.infer<typeof InstituteImportErrorSchema>;

// ---- Counselors (sub-users) ----------------------------------------------------------------

export const SubUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(INSTITUTE_ROLES),
  password_set: z.boolean(),
  invite_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type SubUser = z.infer<typeof SubUserSchema>;

/**
 * POST /institute/sub-users and /institute/sub-users/{id}. A platform admin (calling with the
 * admin client) also sends `subscription_id`; GET takes it as a query.
 */
export const SubUserInputSchema = object({
  name: requiredText('Name', INSTITUTE_LIMITS.name),
  email: emailField(),
  subscription_id: z.string().uuid().optional(),
});
export type SubUserInput = z.input<typeof SubUserInputSchema>;
export const SubUserUpdateInputSchema = object({
  name: requiredText('Name', INSTITUTE_LIMITS.name).optional(),
  email: emailField().optional(),
  subscription_id: z.string().uuid().optional(),
});
export const SubUsersQuerySchema = z.object({
  subscription_id: singleValue('subscription_id', z.string().uuid().optional()),
});
export const SubUsersResponseSchema = z.object({ sub_users: z.array(SubUserSchema) });
export const SubUserResponseSchema = z.object({ message: z.string(), sub_user: SubUserSchema });

// ---- Dashboard ------------------------------------------------------------------------------

/** One bar of a distribution: values v with from ≤ v < to (null: open end). */
export const DistributionBinSchema = z.object({
  label: z.string(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  count: z.number().int(),
});
export type DistributionBin = z.infer<typeof DistributionBinSchema>;

/**
 * A college of a student's saved scenario a counselor should look at under the loan law of
 * 1 July 2026: borrowing above the federal limits, an earnings test estimate "at risk", or loan
 * payments above 14% of the starting salary.
 */
export const LoanAttentionSchema = z.object({
  student_id: z.string(),
  student_name: z.string(),
  scenario_id: z.string(),
  scenario_name: z.string(),
  college: z.string(),
  repayment_plan: z.enum(REPAYMENT_PLANS),
  /** The student's first monthly loan payment (federal plan and any private loan), dollars. */
  monthly_payment: z.number(),
  /** 12 × monthly payment / starting salary, fraction; null when the salary is unknown. */
  payment_to_income: z.number().nullable(),
  /** Planned borrowing above the federal limits, dollars (0 within them). */
  above_limits: z.number(),
  /**
   * The earnings test estimate: of the chosen program, or (`earnings_test_scope` college) of all
   * the graduates of a college without program data; null when neither applies.
   */
  earnings_test: z.enum(EARNINGS_TEST_STATUSES).nullable(),
  earnings_test_scope: z.enum(['program', 'college']).nullable(),
});
export type LoanAttention = z.infer<typeof LoanAttentionSchema>;

/** The dashboard's list of colleges to look at holds at most this many; the class report has all. */
export const LOAN_ATTENTION_LIMIT = 100;

/** GET /institute/dashboard. Distributions count one value per college of each saved scenario. */
export const InstituteDashboardResponseSchema = z.object({
  institute: InstituteSchema,
  seats: SeatsSchema,
  students: z.object({ invited: z.number().int(), active: z.number().int() }),
  counselors: z.number().int(),
  scenarios: z.number().int(),
  /** Completion-adjusted NPV over 20 years, dollars; `unknown`: colleges whose data cannot say. */
  npv: z.object({ bins: z.array(DistributionBinSchema), unknown: z.number().int() }),
  /** Completion-adjusted break-even, years after entry; `never`: not within the horizon. */
  break_even: z.object({
    bins: z.array(DistributionBinSchema),
    never: z.number().int(),
    unknown: z.number().int(),
  }),
  /** Students (counted once) whose saved scenarios meet the loan law's concerns. */
  loans: z.object({
    students_above_limits: z.number().int(),
    students_program_at_risk: z.number().int(),
    students_high_payment: z.number().int(),
    /** At most LOAN_ATTENTION_LIMIT colleges to look at, by student name and scenario. */
    attention: z.array(LoanAttentionSchema),
    /** All colleges to look at (the list may show fewer). */
    attention_total: z.number().int(),
  }),
  /**
   * Students who need attention (counted once), and per reason; the student list's filter
   * `needs_attention` (or the reason) lists them.
   */
  attention: z.object({
    students: z.number().int(),
    by_reason: z.record(z.enum(ATTENTION_REASONS), z.number().int()),
  }),
});
export type InstituteDashboardResponse = z.infer<typeof InstituteDashboardResponseSchema>;

// ---- Coaching --------------------------------------------------------------------------------

export const ScenarioCommentSchema = z.object({
  id: z.string(),
  scenario_id: z.string(),
  /**
   * `id`: the institute admin or counselor who wrote it (null once they were removed), or the
   * student who replied (role `student`).
   */
  author: z.object({
    id: z.string().nullable(),
    name: z.string(),
    role: z.enum([...INSTITUTE_ROLES, 'student']),
  }),
  body: z.string(),
  created_at: z.string(),
});
export type ScenarioComment = z.infer<typeof ScenarioCommentSchema>;

export const ScenarioCommentInputSchema = object({
  body: requiredText('Comment', INSTITUTE_LIMITS.comment, true),
});
export type ScenarioCommentInput = z.input<typeof ScenarioCommentInputSchema>;
export const ScenarioCommentResponseSchema = z.object({
  message: z.string(),
  comment: ScenarioCommentSchema,
});
/** GET /scenario/{id}/comments (the student) and the comments of a coaching read. */
export const ScenarioCommentsResponseSchema = z.object({
  comments: z.array(ScenarioCommentSchema),
});
export type ScenarioCommentsResponse = z.infer<typeof ScenarioCommentsResponseSchema>;

/** GET /me/comment-notices: the student's scenarios with comments they have not read yet. */
export const CommentNoticesResponseSchema = z.object({
  notices: z.array(
    z.object({
      scenario_id: z.string(),
      scenario_name: z.string(),
      unread: z.number().int(),
      /** The newest unread comment's author and time. */
      author_name: z.string(),
      latest_at: z.string(),
    }),
  ),
});
export type CommentNoticesResponse = z.infer<typeof CommentNoticesResponseSchema>;

/** GET /institute/instituteUsers/{id}/scenarios: one student's saved scenarios (read-only). */
export const StudentScenariosResponseSchema = z.object({
  student: InstituteStudentSchema,
  scenarios: z.array(
    ScenarioSummarySchema.extend({
      comments: z.number().int(),
      /** The student's replies no admin of the school has read yet. */
      unread_replies: z.number().int(),
    }),
  ),
});
export type StudentScenariosResponse = z.infer<typeof StudentScenariosResponseSchema>;

/** GET /institute/scenarios/{id}: a student's scenario with fresh results and its comments. */
export const CoachedScenarioResponseSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  scenario: SavedScenarioSchema,
  comments: z.array(ScenarioCommentSchema),
});
export type CoachedScenarioResponse = z.infer<typeof CoachedScenarioResponseSchema>;
