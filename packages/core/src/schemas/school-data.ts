import { z } from 'zod';
import { BODY_MUST_BE_OBJECT } from '../validation/messages';
import { INSTITUTE_ROLES, STUDENT_STATES } from './institute';
import { ExportedScenarioSchema } from './personal-data';
import { SUBSCRIPTION_LIMITS } from './subscriptions';

/**
 * A school's student data at the end of its contract: its owner downloads all of it
 * (GET /institute/export) and then deletes it (POST /institute/delete-student-data). The API's
 * answers and the Counselors page's "Your school's data" section share these texts.
 */
export const SCHOOL_DATA_TEXT = {
  sectionTitle: "Your school's data",
  exportIntro:
    'Download everything your school holds about its students: the school, its counselors, every student with their saved scenarios and the comments written here, and the invitations not answered yet, as one JSON file.',
  exportButton: 'Download student data (JSON)',
  deleteIntro:
    "At the end of your contract, delete your school's student data. Download it first: this cannot be undone.",
  deleteButton: 'Delete student data',
  deleteTitle: "Delete your school's student data?",
  deleteWhatHappens: 'This happens at once and cannot be undone:',
  deleteConsequences: [
    'Every comment written in your school is deleted: your counselors’ comments and the students’ replies to them.',
    'Student accounts your school created that nobody ever claimed (no password set, never signed in) are deleted.',
    'Every other student leaves your school. They keep their own DegreeWorth account and saved scenarios as an individual account; the access your plan gave them ends, and your counselors no longer see them.',
    'Invitations not answered yet are withdrawn.',
    'Your counselors and your subscription stay. A platform admin deletes the subscription.',
  ],
  confirmLabel: (school: string) => `Type your school's name, ${school}, to confirm`,
  deleteConfirm: 'Delete student data',
  deleteCancel: 'Keep the data',
  // Answers of the API.
  confirmRequired: "Type your school's name to confirm.",
  confirmMismatch: (school: string) => `Type your school's name exactly as shown: ${school}`,
  deleted: (removed: number, deletedAccounts: number, deletedComments: number) =>
    `Student data deleted: ${removed} ${removed === 1 ? 'student' : 'students'} left your school with their own accounts, ${deletedAccounts} unclaimed ${deletedAccounts === 1 ? 'account was' : 'accounts were'} deleted, and ${deletedComments} ${deletedComments === 1 ? 'comment was' : 'comments were'} deleted.`,
} as const;

/** The longest confirmation read: a school's name (SUBSCRIPTION_LIMITS.name) and spaces around it. */
const CONFIRM_MAX = SUBSCRIPTION_LIMITS.name * 2;

/**
 * Whether `typed` confirms the deletion for the school `name`: the name exactly, spaces around it
 * aside (a copied name often carries one).
 */
export const confirmsSchoolName = (typed: string, name: string): boolean => typed.trim() === name;

/**
 * POST /institute/delete-student-data: the school's name typed again. The API checks it against
 * the token's school (400 naming what to type); the web form uses `schoolDataDeleteInputFor`.
 */
export const SchoolDataDeleteInputSchema = z.object(
  {
    confirm: z
      .string({ error: SCHOOL_DATA_TEXT.confirmRequired })
      .max(CONFIRM_MAX, SCHOOL_DATA_TEXT.confirmRequired),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type SchoolDataDeleteInput = z.input<typeof SchoolDataDeleteInputSchema>;

/** The same body, checked against the school's name in the browser before it is sent. */
export const schoolDataDeleteInputFor = (school: string) =>
  SchoolDataDeleteInputSchema.refine((v) => confirmsSchoolName(v.confirm, school), {
    message: SCHOOL_DATA_TEXT.confirmMismatch(school),
    path: ['confirm'],
  });

export const SchoolDataDeletedResponseSchema = z.object({
  message: z.string(),
  /** Students taken out of the school, each keeping their account. */
  removed_students: z.number().int(),
  /** Accounts the school created that nobody claimed, deleted. */
  deleted_accounts: z.number().int(),
  /** Comments and replies written in the school, deleted. */
  deleted_comments: z.number().int(),
});
export type SchoolDataDeletedResponse = z.infer<typeof SchoolDataDeletedResponseSchema>;

const Timestamp = z.string().nullable();

/**
 * GET /institute/export: what the school holds about its people, as its owner would hand it
 * back at the end of a contract. Never a password hash, a code or a token.
 */
export const SchoolDataExportSchema = z.object({
  exported_at: z.string(),
  school: z.object({
    name: z.string(),
    slug: z.string(),
    seats: z.number().int(),
    /** The subscription's first and last day (UTC, YYYY-MM-DD). */
    start_date: z.string(),
    end_date: z.string(),
    created_at: z.string(),
  }),
  /** The owner and the counselors. */
  counselors: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      role: z.enum(INSTITUTE_ROLES),
      created_at: z.string(),
    }),
  ),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      status: z.enum(STUDENT_STATES),
      added_at: z.string(),
      /** The newest request of any of their sessions; null: never signed in. */
      last_active_at: Timestamp,
      /** Their saved scenarios, with the comments and replies written in this school. */
      scenarios: z.array(ExportedScenarioSchema),
    }),
  ),
  /** Accounts of their own invited and not answered yet: the name the school typed. */
  invitations: z.array(z.object({ name: z.string(), email: z.string(), invited_at: z.string() })),
});
export type SchoolDataExport = z.infer<typeof SchoolDataExportSchema>;
