import sharp from 'sharp';
import { expect } from 'vitest';
import type { AdminPermission } from '@degreeworth/core';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { ensureSeededAdmin } from '../src/modules/users/seed-admin';
import { bearer, signUpVerified } from './accounts';
import { countRows, type TestContext } from './helpers';
import { createInstitute } from './institutes';

/** Platform-admin test helpers: tokens of every kind and multipart forms. */

export const UNAUTH = 'Unauthenticated. Please provide a valid token.';
export const forbidden = (permission: AdminPermission) =>
  `Your admin account does not have the "${permission}" permission needed for this action.`;
const PASSWORD = 'admin-pass-12';

export async function adminLogin(t: TestContext, email: string, password = PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/adminLogin',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return res.json().token as string;
}

/** The seeded full admin (ADMIN_EMAIL), signed in. */
export async function fullAdminToken(t: TestContext, email = 'root@dw.test'): Promise<string> {
  await ensureSeededAdmin(t.database.db, email, PASSWORD);
  return adminLogin(t, email);
}

/**
 * A subadmin with `permissions` (empty: none of the screens), stored directly with a password
 * (the invite flow itself is tested in subadmins.test.ts), signed in.
 */
export async function subadminToken(
  t: TestContext,
  email: string,
  permissions: AdminPermission[],
): Promise<string> {
  await t.database.db.insert(users).values({
    name: `Sub ${email.split('@')[0]}`,
    email,
    passwordHash: await hashPassword(PASSWORD),
    isAdmin: 1,
    adminPermissions: permissions,
    emailVerifiedAt: new Date(),
  });
  return adminLogin(t, email);
}

/** Every kind of caller an admin call must tell apart, for a call needing `permission`. */
export interface Callers {
  admin: Record<string, string>;
  allowed: Record<string, string>;
  refused: Record<string, string>;
  user: Record<string, string>;
  /** A live institute owner's token: refused on every platform-admin call. */
  institute: Record<string, string>;
}

export async function callersFor(
  t: TestContext,
  permission: AdminPermission,
  prefix: string = permission,
): Promise<Callers> {
  const others = (['users', 'content'] as AdminPermission[]).filter((p) => p !== permission);
  return {
    admin: bearer(await fullAdminToken(t)),
    allowed: bearer(await subadminToken(t, `${prefix}-yes@dw.test`, [permission])),
    refused: bearer(await subadminToken(t, `${prefix}-no@dw.test`, others)),
    user: bearer(await signUpVerified(t, `${prefix}-user@example.com`)),
    institute: (await createInstitute(t, { name: `${prefix} caller school` })).owner,
  };
}

/** What a test's call answers (the parts these checks read). */
interface Answer {
  statusCode: number;
  json(): { message?: string; [key: string]: unknown };
}
type Inject = (headers: Record<string, string>) => Promise<Answer>;

/**
 * `call` refused for no token, a user token and an institute token (401, the one message) and
 * for a subadmin
 * without `permission` (403 naming it); none of them leaves an audit entry.
 */
export async function expectRefused(
  t: TestContext,
  callers: Callers,
  permission: AdminPermission | 'full',
  call: Inject,
): Promise<void> {
  const before = await countRows(t.database, 'admin_audit_log');
  for (const headers of [{}, callers.user, callers.institute]) {
    const res = await call(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(UNAUTH);
  }
  const res = await call(callers.refused);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({
    code: 'FORBIDDEN',
    message: permission === 'full' ? 'Only a full admin can do this.' : forbidden(permission),
  });
  expect(await countRows(t.database, 'admin_audit_log')).toBe(before);
}

export const png = (width = 800, height = 600, background = '#1d4ed8') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A multipart body: text fields, and a file part (`image` unless named) when given. */
export function form(
  fields: Record<string, string>,
  image?: Buffer,
  type = 'image/png',
  fileField = 'image',
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (image) fd.append(fileField, new Blob([new Uint8Array(image)], { type }), 'upload.png');
  return fd as never;
}
