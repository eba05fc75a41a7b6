import { z } from 'zod';
import { singleValue } from './input-limits';
import { flagParam, pageParam, PageInfoShape, searchParam } from './admin-fields';

/**
 * /crm/users: GET /admin/users with search, paging and filters; disable and enable
 * an account. subscription_id 1 is the Individual Pro plan, transaction_id
 * "free_subscription" a free plan.
 */

/** pro: subscription_id 1; free_subscription: transaction_id "free_subscription"; none: neither. */
export const USER_PLANS = ['pro', 'free_subscription', 'none'] as const;
export type UserPlan = (typeof USER_PLANS)[number];
/** student / counselor: the sign-up role; admin: is_admin 1. */
export const USER_ROLE_FILTERS = ['student', 'counselor', 'admin'] as const;

export const ADMIN_USERS_TEXT = {
  disabled: 'The account has been disabled. All its sessions have ended.',
  enabled: 'The account has been enabled.',
  notFound: 'This user does not exist.',
  /** 403 on every sign-in of a disabled account (e-mail, Google, student flow, admin). */
  accountDisabled: 'This account has been disabled. Please contact support.',
  disableSelf: 'You cannot disable your own account.',
  disableFullAdmin: 'A full admin cannot be disabled.',
  adminNeedsSubadmins: 'Disabling or enabling an admin account needs the "subadmins" permission.',
} as const;

/** GET /admin/users?search=&page=&plan=&role=&verified=&institute= */
export const AdminUsersQuerySchema = z.object({
  search: searchParam,
  page: pageParam,
  plan: singleValue(
    'plan',
    z.enum(USER_PLANS, { error: `plan must be one of: ${USER_PLANS.join(', ')}.` }).optional(),
  ),
  role: singleValue(
    'role',
    z
      .enum(USER_ROLE_FILTERS, { error: `role must be one of: ${USER_ROLE_FILTERS.join(', ')}.` })
      .optional(),
  ),
  verified: flagParam('verified'),
  /** true: attached to an institute (institute_status other than "false"); false: individual. */
  institute: flagParam('institute'),
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

/** One account of the users list: never a secret field. */
export const AdminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['student', 'counselor']).nullable(),
  is_admin: z.number().int(),
  verified: z.boolean(),
  plan: z.enum(USER_PLANS),
  institute_status: z.string(),
  created_at: z.string(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserRowSchema),
  ...PageInfoShape,
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

export const AdminUserResponseSchema = z.object({
  message: z.string(),
  user: AdminUserRowSchema,
});
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;
