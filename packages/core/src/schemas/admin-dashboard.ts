import { z } from 'zod';
import { pageParam, PageInfoShape } from './admin-fields';

/**
 * The admin audit log and the dashboard figures. Every admin write records who
 * (admin id and e-mail), what (`action`, e.g. "resource.create"), on what (`target_type`,
 * `target_id`), the item before and after (JSON without secrets) and when.
 */

export const AUDIT_ACTIONS = [
  'subadmin.create',
  'subadmin.update',
  'subadmin.delete',
  'user.disable',
  'user.enable',
  'resource.create',
  'resource.update',
  'resource.delete',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'free_subscription.add',
  'free_subscription.update',
  'free_subscription.remove',
  'subscription.create',
  'subscription.update',
  'subscription.delete',
  'subscription.invite',
  // A platform admin's changes to an institute's counselors (through the admin client).
  'institute.sub_user.create',
  'institute.sub_user.update',
  'institute.sub_user.delete',
  'content.update',
  'content.image_update',
  'content.image_delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const json = z.record(z.string(), z.unknown()).nullable();

export const AuditEntrySchema = z.object({
  id: z.string(),
  /** null once that admin account was deleted; admin_email stays. */
  admin_id: z.string().nullable(),
  admin_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: json,
  after: json,
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /admin/audit-log?page= (full admins): newest first. */
export const AuditLogQuerySchema = z.object({ page: pageParam });
export const AuditLogResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  ...PageInfoShape,
});
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;

/** A dashboard line of the audit log: who did what to what, when (no before/after). */
export const AuditSummarySchema = AuditEntrySchema.omit({ before: true, after: true });
export type AuditSummary = z.infer<typeof AuditSummarySchema>;

/** Weeks of sign-ups the dashboard shows. */
export const DASHBOARD_WEEKS = 12;

/** GET /admin/dashboard (any admin). */
export const DashboardResponseSchema = z.object({
  users: z.object({
    /** Accounts that are not admins. */
    total: z.number().int(),
    /** DASHBOARD_WEEKS weeks, oldest first; weeks start on Monday, 00:00 UTC. */
    signups_per_week: z.array(z.object({ week_start: z.string(), count: z.number().int() })),
  }),
  individual_pro: z.object({
    /** Accounts with subscription_id 1. */
    active: z.number().int(),
    /** Succeeded payments taken by a provider (not manual grants), USD. */
    revenue: z.object({
      amount_minor: z.number().int(),
      currency: z.string(),
      display: z.string(),
    }),
  }),
  /** Institute subscriptions: all stored, and those whose dates hold today (UTC). */
  institutes: z.object({ total: z.number().int(), active: z.number().int() }),
  scenarios: z.object({ count: z.number().int() }),
  recent_activity: z.array(AuditSummarySchema),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
