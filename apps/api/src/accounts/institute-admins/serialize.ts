import {
  type Institute,
  type InstituteAdmin,
  type SubUser,
  subscriptionStatusOn,
  todayUtc,
} from '@degreeworth/core';
import type { InstituteAdminRow, InstituteSubscriptionRow } from '../../lib/institute-sessions';
import { mediaUrl } from '../../lib/media';

/**
 * The institute and its admins as the institute client reads them: never a password hash or an
 * invite hash. The status follows from the dates (core's one rule, UTC days).
 */

export function toInstitute(sub: InstituteSubscriptionRow, today = todayUtc()): Institute {
  return {
    id: sub.id,
    name: sub.name,
    slug: sub.slug,
    logo: sub.logoPath ? mediaUrl(sub.logoPath) : null,
    seats: sub.seats,
    start_date: sub.startDate,
    end_date: sub.endDate,
    status: subscriptionStatusOn(sub.startDate, sub.endDate, today),
    counselors_add_students: sub.counselorsAddStudents,
  };
}

/** The signed-in owner or counselor; a missing name and institute_name fall back to each other. */
export function toInstituteAdmin(
  admin: InstituteAdminRow,
  sub: InstituteSubscriptionRow,
): InstituteAdmin {
  return {
    id: admin.id,
    name: admin.name || sub.name,
    email: admin.email,
    institute_name: sub.name || admin.name,
    role: admin.role,
  };
}

/** A counselor as GET/POST /institute/sub-users show it. */
export function toSubUser(admin: InstituteAdminRow): SubUser {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    role: admin.role,
    password_set: admin.passwordHash !== null,
    invite_expires_at: admin.inviteHash ? (admin.inviteExpiresAt?.toISOString() ?? null) : null,
    created_at: admin.createdAt.toISOString(),
  };
}
