import type { Subscription, SubscriptionStatus } from '@degreeworth/core';
import { mediaUrl } from '../../lib/media';
import type { SubscriptionWithAdmin } from './repository';

/** Today's calendar date in UTC, "YYYY-MM-DD": the day subscription dates are compared with. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** Active from the start date to the end date, both included; dates compare as text. */
export function statusOf(start: string, end: string, today: string): SubscriptionStatus {
  if (today < start) return 'scheduled';
  return today > end ? 'expired' : 'active';
}

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
    status: statusOf(sub.startDate, sub.endDate, today),
    admin: {
      password_set: admin.passwordHash !== null,
      invite_expires_at: admin.inviteHash ? (admin.inviteExpiresAt?.toISOString() ?? null) : null,
    },
    created_at: sub.createdAt.toISOString(),
    updated_at: sub.updatedAt.toISOString(),
  };
}
