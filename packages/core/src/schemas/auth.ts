import { z } from 'zod';
import { LANGUAGES, OTP_LENGTH, STUDENT_STATUSES } from '../constants';
import { EMAIL_PATTERN, hasControlCharacters } from '../validation/fields';
import { BODY_MUST_BE_OBJECT, CONTROL_CHARACTERS_MESSAGE, MESSAGES } from '../validation/messages';
import { ReferralCodeInputSchema } from './referrals';

import {
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../validation/auth-messages';

/** A required string whose empty/missing message is given (the texts differ per form). */
const requiredString = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage);

/** A required e-mail, lower-cased; `emptyMessage` when empty (the texts differ per form). */
export const emailInput = (emptyMessage: string) =>
  requiredString(emptyMessage)
    .max(254, MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
    .transform((v) => v.toLowerCase());

/** Body of POST /admin/freeSubscriptionsUser: the account to grant a free subscription. */
export const FreeSubscriptionInputSchema = z.object({ email: emailInput(MESSAGES.required) });

/** A new password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters. */
export const newPasswordInput = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .min(1, emptyMessage)
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** A password to check (sign-in): any non-empty text up to PASSWORD_MAX_LENGTH. */
export const anyPasswordInput = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).min(1, emptyMessage).max(PASSWORD_MAX_LENGTH, emptyMessage);

/** A password confirmation: required; `matching` checks that it equals the password. */
const confirmation = () =>
  z.string({ error: MESSAGES.allFieldsRequired }).min(1, MESSAGES.allFieldsRequired);

/** A refine that says "Passwords do not match." under the confirmation field. */
const matching = <P extends string, C extends string>(password: P, confirm: C) =>
  [
    (v: Record<P | C, string>) => v[password] === v[confirm],
    { message: MESSAGES.passwordsDoNotMatch, path: [confirm] as PropertyKey[] },
  ] as const;

const object = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: BODY_MUST_BE_OBJECT });

/** POST /auth/signin: "All fields are required" when either is empty. */
export const SigninInputSchema = object({
  email: emailInput(MESSAGES.allFieldsRequired),
  password: anyPasswordInput(MESSAGES.allFieldsRequired),
});
export type SigninInput = z.input<typeof SigninInputSchema>;

/** POST /auth/signup: password_confirmation equal to password. */
export const SignupInputSchema = object({
  name: requiredString(MESSAGES.allFieldsRequired)
    .max(100, AUTH_MESSAGES.nameTooLong)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE),
  email: emailInput(MESSAGES.allFieldsRequired),
  password: newPasswordInput(MESSAGES.allFieldsRequired),
  password_confirmation: confirmation(),
  /**
   * From a referral link: bound to this sign-up's verification link and recorded when that link
   * first proves the address; an unknown code is ignored.
   */
  referral_code: ReferralCodeInputSchema,
}).refine(...matching('password', 'password_confirmation'));
export type SignupInput = z.input<typeof SignupInputSchema>;

export const VerifyEmailInputSchema = object({
  email: emailInput(MESSAGES.enterValidEmail),
  token: requiredString('The verification link is incomplete.').max(200),
});
export type VerifyEmailInput = z.input<typeof VerifyEmailInputSchema>;

/** POST /auth/forgot-password: "Please enter a valid email." when the e-mail is empty. */
export const ForgotPasswordInputSchema = object({ email: emailInput(MESSAGES.enterValidEmail) });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInputSchema>;

const code = z
  .string({ error: AUTH_MESSAGES.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.codeFormat);

/**
 * The reset call's verificationCode: the 6-digit code typed from the mail, or the long random
 * token the mail's link carries (the link never carries the guessable code).
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,200}$/;
const codeOrLinkToken = z
  .string({ error: AUTH_MESSAGES.codeFormat })
  .trim()
  .refine(
    (v) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(v) || LINK_TOKEN_PATTERN.test(v),
    AUTH_MESSAGES.codeFormat,
  );

/** POST /auth/reset-password: email, verificationCode, password. */
export const ResetPasswordInputSchema = object({
  email: emailInput(MESSAGES.enterValidEmail),
  verificationCode: codeOrLinkToken,
  password: newPasswordInput(MESSAGES.enterBothPasswords),
});
export type ResetPasswordInput = z.input<typeof ResetPasswordInputSchema>;

/** POST /auth/google: the Google ID token as access_token. */
export const GoogleLoginInputSchema = object({
  access_token: requiredString('The Google credential is missing.').max(8192),
  /** From a referral link: recorded when this sign-in first proves the address. */
  referral_code: ReferralCodeInputSchema,
});
export type GoogleLoginInput = z.input<typeof GoogleLoginInputSchema>;

/** POST /auth/adminLogin. */
export const AdminLoginInputSchema = SigninInputSchema;

/** Student e-mail flow: /init-user, /login-user, /verify-otp, /resend-otp, /set-password. */
export const InitUserInputSchema = object({
  email: emailInput(MESSAGES.enterValidEmail),
  /** From a referral link: recorded when the code this call mails proves the address. */
  referral_code: ReferralCodeInputSchema,
});
export const LoginUserInputSchema = object({
  email: emailInput(MESSAGES.enterValidEmail),
  password: anyPasswordInput(MESSAGES.enterValidPassword),
});
export const VerifyOtpInputSchema = object({ email: emailInput(MESSAGES.enterValidEmail), code });
/** A resent code is bound to the referral link of its own request, like /init-user's. */
export const ResendOtpInputSchema = object({
  email: emailInput(MESSAGES.enterValidEmail),
  referral_code: ReferralCodeInputSchema,
});
/** POST /set-password: email, new_password, confirm_password, status + the code-step ticket. */
export const SetPasswordInputSchema = object({
  email: emailInput(MESSAGES.enterValidEmail),
  new_password: newPasswordInput(MESSAGES.allFieldsRequired),
  confirm_password: confirmation(),
  status: z.string().max(50).optional(),
  ticket: z.string().max(500).optional(),
  dummyPassword: z.string().max(500).optional(),
}).refine(...matching('new_password', 'confirm_password'));

export const ChangePasswordInputSchema = object({
  current_password: anyPasswordInput(MESSAGES.allFieldsRequired),
  password: newPasswordInput(MESSAGES.allFieldsRequired),
  password_confirmation: confirmation(),
}).refine(...matching('password', 'password_confirmation'));

/** Sign-in answer: message, status ('verify' | 'success'), token. */
export const SigninResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['verify', 'success']),
  token: z.string(),
});
export type SigninResponse = z.infer<typeof SigninResponseSchema>;

export const StudentStatusSchema = z.enum(STUDENT_STATUSES);
export type StudentStatus = z.infer<typeof StudentStatusSchema>;

/**
 * The institute (school) that enrolled the account: its name, and whether the
 * person who claimed the account saw that and chose to stay. Until `confirmed`, the app asks
 * first: stay with the school, or leave it.
 */
export const UserInstituteSchema = z.object({
  name: z.string(),
  confirmed: z.boolean(),
});
export type UserInstitute = z.infer<typeof UserInstituteSchema>;

/**
 * A school's invitation to this account, which already existed before (its own sign-up): the
 * school sees nothing of the account until the person accepts (POST
 * /me/institute/accept-invitation) or declines it.
 */
export const UserInstituteInvitationSchema = z.object({
  name: z.string(),
  invited_at: z.string(),
});
export type UserInstituteInvitation = z.infer<typeof UserInstituteInvitationSchema>;

/** The user as GET /me returns it: never a secret field. */
export const PublicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(['student', 'counselor']).nullable(),
  institute_status: z.string(),
  /**
   * A student of an institute whose subscription is active today (decision 015):
   * what core's hasFullAccess reads beside the plan fields.
   */
  institute_subscription_active: z.boolean(),
  transaction_id: z.string().nullable(),
  subscription_id: z.number().int().nullable(),
  email_verified: z.boolean(),
  is_admin: z.number().int(),
  /** The institute whose student this is, or null for an individual account. */
  institute: UserInstituteSchema.nullable(),
  /** A school's invitation waiting for an answer, or null (always null in an institute). */
  institute_invitation: UserInstituteInvitationSchema.nullable(),
  /** The language the person chose (PUT /me/language); null: never chosen. */
  language: z.enum(LANGUAGES).nullable(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

const LANGUAGE_CHOICES = `Choose one of these languages: ${LANGUAGES.join(', ')}.`;

/** PUT /me/language: the language of the site and of the mails sent to the person. */
export const LanguageInputSchema = object({
  language: z.enum(LANGUAGES, { error: LANGUAGE_CHOICES }),
});
export type LanguageInput = z.infer<typeof LanguageInputSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
