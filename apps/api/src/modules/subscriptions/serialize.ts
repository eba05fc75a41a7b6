import { subscriptionStatusOn, type Subscription } from '@degreeworth/core';
import { mediaUrl } from '../../lib/media';
import type { SubscriptionWithAdmin } from './repository';

/** A subscription as the admin screens read it (no password hash, no invite hash). */
export function toSubscription({ sub, admin }: SubscriptionWithAdmin, today: string): Subscription {
  return {
    id: sub.id,
    name: sub.name,
    logo: sub.logoPath ? mediaUrl(sub.logoPath) : null,
    admin_email: admin.email,
    seats: sub.seats,
    start_date: sub.startDate,
    end_date: sub.endDate,
    status: subscriptionStatusOn(sub.startDate, sub.endDate, today),
    admin: {
      password_set: admin.passwordHash !== null,
      invite_expires_at: admin.inviteHash ? (admin.inviteExpiresAt?.toISOString() ?? null) : null,
    },
    created_at: sub.createdAt.toISOString(),
    updated_at: sub.updatedAt.toISOString(),
  };
}
