import {
  type DeleteAccountInput,
  PERSONAL_DATA_TEXT as TEXT,
  type PersonalDataExport,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import { accountAndIpLimits, limitFailures } from '../../lib/limits';
import type { MediaStore } from '../../lib/media';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { sessionsChanged } from '../../lib/session-events';
import type { UserRow } from '../../lib/sessions';
import { shareUrl } from '../scenario-shares';
import { publicUserOf } from '../users';
import { commentsByScenario, exportedScenarios, isoOrNull } from './exported-scenarios';
import { deleteAccount, readAccountData } from './repository';

/**
 * A person's own data: a copy of everything their account holds, and deleting the account. Both
 * act only on the token's own account.
 */
export function createPersonalDataService(deps: {
  db: Db;
  limiter: RateLimiter;
  media: MediaStore;
  /** The base of the share links the copy lists. */
  publicUrl: string;
  clock?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** GET /me/export. Secrets (password hash, codes, Google id) are never part of it. */
    async exportData(user: UserRow): Promise<PersonalDataExport> {
      const [data, shown] = await Promise.all([
        readAccountData(db, user.id),
        publicUserOf(db, user),
      ]);
      return {
        exported_at: clock().toISOString(),
        account: {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          email_verified_at: isoOrNull(user.emailVerifiedAt),
          created_at: user.createdAt.toISOString(),
          updated_at: user.updatedAt.toISOString(),
          has_password: user.passwordHash !== null,
          google_linked: user.googleSub !== null,
          profile_image: shown.image,
          school: shown.institute
            ? {
                name: shown.institute.name,
                joined_confirmed_at: isoOrNull(user.instituteConfirmedAt),
              }
            : null,
          school_invitation: shown.institute_invitation,
          plan: { subscription_id: user.subscriptionId, transaction_id: user.transactionId },
          referral_code: user.referralCode,
          language: user.language ?? null,
        },
        scenarios: exportedScenarios(data.saved, commentsByScenario(data.comments)),
        scenario_shares: data.shares.map((s) => ({
          scenario_id: s.scenarioId,
          url: shareUrl(deps.publicUrl, s.token),
          created_at: s.createdAt.toISOString(),
        })),
        favorites: data.favorites.map((f) => ({
          university_id: f.universityId,
          type: f.type,
          created_at: f.createdAt.toISOString(),
        })),
        payments: data.paid.map((p) => ({
          provider: p.provider,
          method: p.method,
          amount_minor: p.amountMinor,
          currency: p.currency,
          status: p.status,
          created_at: p.createdAt.toISOString(),
        })),
        referral_rewards: data.rewards.map((r) => ({
          amount_cents: r.amountCents,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
        sessions: data.signIns.map((s) => ({
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          expires_at: s.expiresAt.toISOString(),
          revoked_at: isoOrNull(s.revokedAt),
        })),
      };
    },

    /**
     * DELETE /me: the account's own address typed again, and its password when it has one (a
     * session left open on a shared computer must not be enough; wrong passwords count as the
     * password change's do). A platform admin is refused: admins are removed by another admin.
     */
    async deleteAccount(user: UserRow, input: DeleteAccountInput, ip: string) {
      if (user.isAdmin !== 0) throw new ForbiddenError(TEXT.adminAccount);
      if (input.email !== user.email)
        throw new ValidationError(TEXT.emailMismatch, { email: [TEXT.emailMismatch] });
      if (user.passwordHash) {
        if (!input.password)
          throw new ValidationError(TEXT.passwordRequired, { password: [TEXT.passwordRequired] });
        const rules = accountAndIpLimits('deleteaccount', user.id, ip, { account: 10, ip: 30 });
        await limitFailures(deps.limiter, rules, async () => {
          if (!(await verifyPassword(user.passwordHash, input.password!)))
            throw new ValidationError(TEXT.wrongPassword, { password: [TEXT.wrongPassword] });
        });
      }
      await deleteAccount(db, user.id);
      // The picture is a row of its own (media_files), named by the account only.
      await deps.media.remove(user.imagePath);
      // Every session ended with the account's rows; cached session reads forget it too.
      await sessionsChanged({ user: user.id });
      return { message: TEXT.deleted };
    },
  };
}
export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
