import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { BODY_MUST_BE_OBJECT } from '../validation/messages';
import { emailInput } from './auth';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from '../validation/auth-messages';
import { INSTITUTE_ROLES } from './institute';

/**
 * A person's own data: a copy of everything the account holds (GET /me/export) and the deletion
 * of the account (DELETE /me). The API's answers and the profile's "Your data" section share
 * these texts.
 */
export const PERSONAL_DATA_TEXT = {
  sectionTitle: 'Your data',
  exportIntro:
    'Download a copy of everything your account holds: your details, saved scenarios with their comments and share links, favorites, payments and sign-ins, as a JSON file.',
  exportButton: 'Download my data',
  exportFailed: 'Your data could not be downloaded. Please try again.',
  deleteIntro: 'Delete your account and everything it holds. This cannot be undone.',
  deleteButton: 'Delete account',
  deleteTitle: 'Delete your account?',
  deleteConsequences:
    'Your account, saved scenarios and the comments on them, favorites, profile picture and sign-ins are deleted now, every session ends and links you shared stop working. If you are in a school, its counselors no longer see you and your seat is free. Records of your payments are kept, as tax and accounting law requires: they hold your e-mail address, the amount and the date, nothing else.',
  deleteEmailLabel: 'Type your e-mail address to confirm',
  deletePasswordLabel: 'Your password',
  deletePasswordHint:
    'If you never set a password (you sign in with Google or a link), leave it empty.',
  deleteConfirm: 'Delete my account',
  deleteCancel: 'Keep my account',
  // Answers of the API.
  deleted: 'Your account has been deleted. Records of your payments are kept, as the law requires.',
  emailMismatch: 'Type the e-mail address of this account to confirm.',
  wrongPassword: 'Your password is not correct.',
  passwordRequired: 'Enter your password to confirm.',
  adminAccount:
    'A platform admin account cannot delete itself here. Ask another full admin to remove it.',
} as const;

/** DELETE /me: the account's address typed again, and its password when it has one. */
export const DeleteAccountInputSchema = z.object(
  {
    email: emailInput(PERSONAL_DATA_TEXT.emailMismatch),
    password: z.string().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong).optional(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>;

const Timestamp = z.string().nullable();

/**
 * A saved scenario in a data export, a person's own (GET /me/export) or a school's (GET
 * /institute/export): what was typed into the calculator, as saved, and the comments on it.
 */
export const ExportedScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What was typed into the calculator, as saved. */
  inputs: z.unknown(),
  /** Oldest first. */
  comments: z.array(
    z.object({
      author_name: z.string(),
      author_role: z.enum([...INSTITUTE_ROLES, 'student']),
      body: z.string(),
      created_at: z.string(),
      read_at: Timestamp,
    }),
  ),
});
export type ExportedScenario = z.infer<typeof ExportedScenarioSchema>;

/** GET /me/export: everything the account holds, as the person would want a copy of it. */
export const PersonalDataExportSchema = z.object({
  exported_at: z.string(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string().nullable(),
    email_verified_at: Timestamp,
    created_at: z.string(),
    updated_at: z.string(),
    has_password: z.boolean(),
    google_linked: z.boolean(),
    profile_image: z.string().nullable(),
    school: z.object({ name: z.string(), joined_confirmed_at: Timestamp }).nullable(),
    school_invitation: z.object({ name: z.string(), invited_at: z.string() }).nullable(),
    plan: z.object({
      subscription_id: z.number().nullable(),
      transaction_id: z.string().nullable(),
    }),
    referral_code: z.string().nullable(),
    language: z.enum(LANGUAGES).nullable(),
  }),
  scenarios: z.array(ExportedScenarioSchema),
  /** The live read-only links of the person's scenarios (the link holds its token). */
  scenario_shares: z.array(
    z.object({ scenario_id: z.string(), url: z.string(), created_at: z.string() }),
  ),
  favorites: z.array(
    z.object({ university_id: z.number(), type: z.string(), created_at: z.string() }),
  ),
  payments: z.array(
    z.object({
      provider: z.string(),
      method: z.string(),
      amount_minor: z.number(),
      currency: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  referral_rewards: z.array(
    z.object({ amount_cents: z.number(), status: z.string(), created_at: z.string() }),
  ),
  sessions: z.array(
    z.object({
      created_at: z.string(),
      last_seen_at: z.string(),
      expires_at: z.string(),
      revoked_at: Timestamp,
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;
