import { z } from 'zod';
import { ADMIN_PERMISSIONS } from './admin-access';
import { PublicUserSchema, StudentStatusSchema } from './auth';

/**
 * Answers of the account calls besides sign-in (auth.ts): the admin sign-in, the student e-mail
 * flow (/init-user, /login-user, /verify-otp, /resend-otp, /set-password),
 * the profile and the free-subscription admin calls. The API answers with these schemas and the
 * web client parses with them.
 */

/**
 * POST /auth/adminLogin (the admin client). `full_admin` and `permissions` say
 * which admin screens this admin may use; the API always sends them.
 */
export const AdminLoginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: z.object({
    name: z.string(),
    email: z.string(),
    is_admin: z.number().int(),
    full_admin: z.boolean().optional(),
    permissions: z.array(z.enum(ADMIN_PERMISSIONS)).optional(),
  }),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** /login-user, and /verify-otp for a student who already has a password. */
export const StudentSignedInResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  token: z.string(),
});
export type StudentSignedInResponse = z.infer<typeof StudentSignedInResponseSchema>;

export const InitUserResponseSchema = z.object({
  status: StudentStatusSchema,
  message: z.string(),
  email: z.string(),
});
export type InitUserResponse = z.infer<typeof InitUserResponseSchema>;

/** The API answers "verify" today; the app restarts its countdown only then. */
export const ResendOtpResponseSchema = z.object({ status: z.string(), message: z.string() });
export type ResendOtpResponse = z.infer<typeof ResendOtpResponseSchema>;

/** A right code signs an existing student in, or gives a new one a ticket to create a password. */
export const VerifyOtpResponseSchema = z.discriminatedUnion('status', [
  StudentSignedInResponseSchema,
  z.object({ status: z.literal('create_password'), message: z.string(), ticket: z.string() }),
]);
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

export const SetPasswordResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  token: z.string(),
});
export type SetPasswordResponse = z.infer<typeof SetPasswordResponseSchema>;

/**
 * The API's answers to the profile calls (POST /user/profile/update, POST /user/password,
 * PUT /me/language); the web finds their translation by this English.
 */
export const PROFILE_TEXT = {
  updated: 'Profile updated successfully.',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  wrongCurrent: 'Your current password is not correct.',
  languageSaved: 'Language saved.',
} as const;

/** POST /user/profile/update: the updated user. */
export const ProfileUpdateResponseSchema = z.object({
  message: z.string(),
  user: PublicUserSchema,
});
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;

/** An account with a free subscription (/admin/freeSubscriptionsUser). */
export const FreeSubscriptionUserSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  updated_at: z.string(),
});
export type FreeSubscriptionUser = z.infer<typeof FreeSubscriptionUserSchema>;

export const FreeSubscriptionListResponseSchema = z.object({
  users: z.array(FreeSubscriptionUserSchema),
});
export const FreeSubscriptionAddResponseSchema = z.object({
  message: z.string(),
  user: FreeSubscriptionUserSchema,
});
