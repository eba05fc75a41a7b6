import { API_BASE_PATH, type PublicUser } from '@degreeworth/core';
import type { UserRow } from '../../lib/sessions';

/** The user as the API shows it (spec §3): no password hash, no Google id, nothing secret. */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    image: u.imagePath ? `${API_BASE_PATH}/media/${u.imagePath}` : null,
    role: u.role ?? null,
    institute_status: u.instituteStatus,
    transaction_id: u.transactionId,
    subscription_id: u.subscriptionId,
    email_verified: u.emailVerifiedAt !== null,
    is_admin: u.isAdmin,
  };
}
