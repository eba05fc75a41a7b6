import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation/fields';
import { BODY_MUST_BE_OBJECT, MESSAGES } from '../validation/messages';
import { requiredText } from './admin-fields';

/**
 * Platform admins and subadmins (platform admins manage subadmins; institutes have subadmins of
 * their own, the counselors). Every admin has is_admin 1. A full admin
 * may use every admin screen; a subadmin only the screens its permissions name.
 */

/** The admin screens a permission opens (/crm/*); a full admin has all of them. */
export const ADMIN_PERMISSIONS = [
  'users',
  'resources',
  'testimonials',
  'subscriptions',
  'free-subscription',
  'content',
  'subadmins',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const ADMIN_ACCESS_TEXT = {
  /** 403 on a call outside a subadmin's permissions. */
  forbidden: (permission: AdminPermission) =>
    `Your admin account does not have the "${permission}" permission needed for this action.`,
  fullAdminOnly: 'Only a full admin can do this.',
} as const;

export const SUBADMIN_TEXT = {
  // The admin screens' usual success texts.
  added: 'Added successfully.',
  updated: 'Updated successfully.',
  deleted: 'Deleted successfully.',
  notFound: 'This admin does not exist.',
  emailTaken: 'An account already uses this email address.',
  permissionsRequired: 'Choose at least one permission.',
  unknownPermission: `Unknown permission. Use: ${ADMIN_PERMISSIONS.join(', ')}.`,
  duplicatePermission: 'Each permission may be listed once.',
  cannotGrant: (missing: readonly string[]) =>
    `You cannot grant permissions you do not have: ${missing.join(', ')}.`,
  fullAdmin: 'A full admin cannot be changed or deleted here.',
  outranked: 'You cannot change an admin who has permissions you do not have.',
  deleteSelf: 'You cannot delete your own admin account.',
  nothingToChange: 'Send a name or permissions to change.',
} as const;

const permissionList = z
  .array(z.enum(ADMIN_PERMISSIONS, { error: SUBADMIN_TEXT.unknownPermission }), {
    error: SUBADMIN_TEXT.permissionsRequired,
  })
  .min(1, SUBADMIN_TEXT.permissionsRequired)
  .max(ADMIN_PERMISSIONS.length, SUBADMIN_TEXT.duplicatePermission)
  .refine((list) => new Set(list).size === list.length, SUBADMIN_TEXT.duplicatePermission);

const name = requiredText('Name', 100);

/** POST /admin/subadmins: a new subadmin; a mail lets it choose its password. */
export const SubadminInputSchema = z.object(
  {
    name,
    email: requiredText('Email', 254)
      .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
      .transform((v) => v.toLowerCase()),
    permissions: permissionList,
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type SubadminInput = z.input<typeof SubadminInputSchema>;

/** POST /admin/subadmins/{id}: a new name and/or a new set of permissions. */
export const SubadminUpdateInputSchema = z
  .object(
    { name: name.optional(), permissions: permissionList.optional() },
    {
      error: BODY_MUST_BE_OBJECT,
    },
  )
  .refine(
    (v) => v.name !== undefined || v.permissions !== undefined,
    SUBADMIN_TEXT.nothingToChange,
  );
export type SubadminUpdateInput = z.input<typeof SubadminUpdateInputSchema>;

/** An admin account as the subadmins screen lists it. */
export const AdminAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** true: every permission, cannot be changed or deleted from the screen. */
  full_admin: z.boolean(),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
  /** false until the invited subadmin has chosen a password. */
  password_set: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

export const AdminAccountListResponseSchema = z.object({ admins: z.array(AdminAccountSchema) });
export type AdminAccountListResponse = z.infer<typeof AdminAccountListResponseSchema>;

export const AdminAccountResponseSchema = z.object({
  message: z.string(),
  admin: AdminAccountSchema,
});
export type AdminAccountResponse = z.infer<typeof AdminAccountResponseSchema>;

/** GET /admin/me: the signed-in admin and what it may do. */
export const AdminMeResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  is_admin: z.number().int(),
  full_admin: z.boolean(),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
});
export type AdminMeResponse = z.infer<typeof AdminMeResponseSchema>;
