import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation/fields';
import { MESSAGES } from '../validation/messages';
import { singleValue } from './input-limits';
import { pageParam, PageInfoShape, requiredText, searchParam } from './admin-fields';
import { formatCount } from '../display/money';

/**
 * Institute subscriptions (/admin/subscriptions): a school or district account with its admin's
 * e-mail, an optional logo, a number of seats and a start and end date. The status follows from the
 * dates and is never sent. Creating one creates the institute admin and mails its confirm link
 * (/confirm-subscription/{dummyPassword}/{mail}).
 */

export const SUBSCRIPTION_LIMITS = {
  name: 200,
  admin_email: 254,
  /** A large district: far more students than any school has. */
  seats: 1_000_000,
} as const;
/** Dates outside these years are typing mistakes. */
export const SUBSCRIPTION_YEARS = { min: 2000, max: 2100 } as const;

export const SUBSCRIPTION_STATUSES = ['scheduled', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_TEXT = {
  // The admin screens' usual success texts.
  added: 'Subscription added successfully.',
  updated: 'Subscription updated successfully.',
  deleted: 'Subscription deleted successfully.',
  notFound: 'This subscription does not exist.',
  inviteSent: 'Invitation sent.',
  /**
   * 403 for a subadmin: the new address is mailed the owner's link, so whoever reads
   * it would take over the institute's account and its students' scenarios.
   */
  emailFullAdminOnly: 'Only a full admin can change the admin email of a subscription.',
  emailTaken: 'Another subscription already uses this admin email address.',
  nameRace: 'Another subscription with this name was created at the same moment. Please try again.',
  statusNotAllowed: 'The status follows from the start and end dates and cannot be sent.',
  seats: 'Seats must be a whole number of at least 1.',
  seatsTooMany: `Seats must be at most ${formatCount(SUBSCRIPTION_LIMITS.seats)}.`,
  date: (label: string) => `${label} must be a date written as YYYY-MM-DD.`,
  dateRange: `Dates must be between the years ${SUBSCRIPTION_YEARS.min} and ${SUBSCRIPTION_YEARS.max}.`,
  endBeforeStart: 'The end date must be on or after the start date.',
  inviteCooldown:
    'An invitation was sent to this address less than a minute ago. Please wait a minute and try again.',
  inviteDailyCap: 'This address has received too many emails today. Please try again tomorrow.',
  noFormData:
    'Send the subscription as multipart form data (name, admin_email, seats, start_date, end_date, logo).',
} as const;

/** A calendar date "YYYY-MM-DD" that exists (no 2026-02-30), within SUBSCRIPTION_YEARS. */
const dateField = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? MESSAGES.required : SUBSCRIPTION_TEXT.date(label),
    })
    .trim()
    .min(1, MESSAGES.required)
    .superRefine((value, ctx) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      const [y, m, d] = match ? match.slice(1).map(Number) : [NaN, NaN, NaN];
      const date = new Date(Date.UTC(y!, m! - 1, d!));
      if (!match || date.getUTCMonth() !== m! - 1 || date.getUTCDate() !== d!)
        ctx.addIssue({ code: 'custom', message: SUBSCRIPTION_TEXT.date(label) });
      else if (y! < SUBSCRIPTION_YEARS.min || y! > SUBSCRIPTION_YEARS.max)
        ctx.addIssue({ code: 'custom', message: SUBSCRIPTION_TEXT.dateRange });
    });

/** Seats: a whole number from 1 to SUBSCRIPTION_LIMITS.seats, sent as text (a form) or a number. */
const seatsField = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined ? MESSAGES.required : SUBSCRIPTION_TEXT.seats),
  })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: MESSAGES.required });
      return z.NEVER;
    }
    const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1)) ctx.addIssue({ code: 'custom', message: SUBSCRIPTION_TEXT.seats });
    else if (n > SUBSCRIPTION_LIMITS.seats)
      ctx.addIssue({ code: 'custom', message: SUBSCRIPTION_TEXT.seatsTooMany });
    return n;
  });

/** Present only to be refused: the client never sends a status (the dates decide it). */
const refusedStatus = z
  .unknown()
  .refine((v) => v === undefined, SUBSCRIPTION_TEXT.statusNotAllowed)
  .optional();

const shape = {
  name: requiredText('Name', SUBSCRIPTION_LIMITS.name),
  admin_email: requiredText('Admin email', SUBSCRIPTION_LIMITS.admin_email)
    .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
    .transform((v) => v.toLowerCase()),
  seats: seatsField,
  start_date: dateField('The start date'),
  end_date: dateField('The end date'),
  status: refusedStatus,
};

/** Dates as "YYYY-MM-DD" compare as text. */
const endNotBeforeStart = (v: { start_date?: string; end_date?: string }) =>
  !v.start_date || !v.end_date || v.end_date >= v.start_date;
const endIssue = { message: SUBSCRIPTION_TEXT.endBeforeStart, path: ['end_date'] };

/**
 * The text fields of POST /admin/subscriptions (multipart; the optional logo is a file part
 * named `logo`). Empty fields are not sent, so a missing one is "This field is required."
 */
export const SubscriptionFieldsSchema = z.object(shape).refine(endNotBeforeStart, endIssue);
export type SubscriptionFieldsInput = z.input<typeof SubscriptionFieldsSchema>;
export type SubscriptionFields = z.output<typeof SubscriptionFieldsSchema>;

/**
 * POST /admin/subscriptions/{id}: only the fields sent change (the logo only when a file part is
 * sent). With one date sent, the API checks it against the stored other one.
 */
export const SubscriptionUpdateFieldsSchema = z
  .object({
    name: shape.name.optional(),
    admin_email: shape.admin_email.optional(),
    seats: seatsField.optional(),
    start_date: shape.start_date.optional(),
    end_date: shape.end_date.optional(),
    status: refusedStatus,
  })
  .refine(endNotBeforeStart, endIssue);
export type SubscriptionUpdateFieldsInput = z.input<typeof SubscriptionUpdateFieldsSchema>;
export type SubscriptionUpdateFields = z.output<typeof SubscriptionUpdateFieldsSchema>;

/** GET /admin/subscriptions?search=&status=&page= (search: name or admin e-mail). */
export const SubscriptionsQuerySchema = z.object({
  search: searchParam,
  status: singleValue(
    'status',
    z
      .enum(SUBSCRIPTION_STATUSES, {
        error: `status must be one of: ${SUBSCRIPTION_STATUSES.join(', ')}.`,
      })
      .optional(),
  ),
  page: pageParam,
});
export type SubscriptionsQuery = z.output<typeof SubscriptionsQuerySchema>;

export const SubscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** URL path under /api/v1/media, or null without a logo. */
  logo: z.string().nullable(),
  admin_email: z.string(),
  seats: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  /** From the dates and today's date (UTC): active when start_date ≤ today ≤ end_date. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The institute admin: whether it has chosen its password, and until when its link works. */
  admin: z.object({
    password_set: z.boolean(),
    invite_expires_at: z.string().nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * A subscription of the list (GET /admin/subscriptions) with `seats_used`: its students, the
 * accounts an institute admin added (users.institute_id), counted when the list is read.
 */
export const SubscriptionListItemSchema = SubscriptionSchema.extend({
  seats_used: z.number().int().nonnegative(),
});
export type SubscriptionListItem = z.infer<typeof SubscriptionListItemSchema>;

export const SubscriptionListResponseSchema = z.object({
  subscriptions: z.array(SubscriptionListItemSchema),
  ...PageInfoShape,
});
export type SubscriptionListResponse = z.infer<typeof SubscriptionListResponseSchema>;

export const SubscriptionResponseSchema = z.object({
  message: z.string(),
  subscription: SubscriptionSchema,
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** What the confirm link's screen is told when its token cannot be used (institute-admin issue). */
export const INSTITUTE_INVITE_TEXT = {
  /** A wrong, used or expired invite or "Forgot password?" link (the same screen takes both). */
  invalid:
    'This link is invalid or has expired. Use "Forgot password?" on the school login to get a new one.',
} as const;
