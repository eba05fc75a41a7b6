import {
  INSTITUTE_TEXT,
  type InstituteMeResponse,
  type InstituteSignedInResponse,
} from '@degreeworth/core';
import { UnauthenticatedError, ValidationError } from '../../lib/errors';
import {
  type InstituteAuth,
  revokeInstituteAdminSessions,
  revokeInstituteSession,
  startInstituteSession,
} from '../../lib/institute-sessions';
import { accountAndIpLimits, enforceLimits, limitFailures } from '../../lib/limits';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { AccountKit } from '../../accounts/kit';
import { acceptInstituteInvite } from '../../accounts/institute-admins/invites';
import { sendInstituteReset } from '../../accounts/institute-admins/password-reset';
import {
  findInstitute,
  findInstituteAdminByEmail,
  type InstituteAdminRow,
  setAdminPassword,
  setCounselorsAddStudents,
} from '../../accounts/institute-admins/repository';
import { toInstitute, toInstituteAdmin } from '../../accounts/institute-admins/serialize';

/**
 * Institute sign-in (decision 015): the owner and the counselors sign in with their own table
 * and sessions, never `users`. Wrong passwords, wrong invite links and wrong current passwords
 * are limited per (account, address) and per address, like the user calls (successes count
 * nothing). An institute whose subscription has ended may still sign in: its dashboard says
 * when it ended.
 */
export function createInstituteAuthService(kit: AccountKit) {
  const { db } = kit;

  /** Opens an institute session for `admin`: the token, the admin and the institute. */
  async function signIn(admin: InstituteAdminRow, message: string) {
    const sub = await findInstitute(db, admin.subscriptionId);
    // The subscription was deleted between the check and now: its admins went with it.
    if (!sub) throw new UnauthenticatedError(INSTITUTE_TEXT.wrongCredentials);
    const token = await startInstituteSession(kit, admin);
    return {
      message,
      token,
      user: toInstituteAdmin(admin, sub),
      institute: toInstitute(sub),
    } satisfies InstituteSignedInResponse;
  }

  return {
    /** POST /login-insitute: owner or counselor; the same 401 and work for any wrong input. */
    async login(input: { email: string; password: string }, ip: string) {
      const rules = accountAndIpLimits('institute-signin', input.email, ip, {
        account: 10,
        ip: 50,
      });
      const admin = await limitFailures(kit.limiter, rules, async () => {
        const found = await findInstituteAdminByEmail(db, input.email);
        const ok = await verifyPassword(
          found?.passwordHash ?? (await dummyPasswordHash()),
          input.password,
        );
        if (!found?.passwordHash || !ok)
          throw new UnauthenticatedError(INSTITUTE_TEXT.wrongCredentials);
        return found;
      });
      return signIn(admin, INSTITUTE_TEXT.signedIn);
    },

    /**
     * POST /set-password-insitute: the mailed link's token (owner and counselor invites alike,
     * and the "Forgot password?" link), single-use and expiring (one 400 for any failure). The
     * link serves as a reset, so every other session of the admin ends.
     */
    async setPassword(
      input: { email: string; dummyPassword: string; password: string },
      ip: string,
    ) {
      const rules = accountAndIpLimits('institute-setpw', input.email, ip, { account: 10, ip: 30 });
      const admin = await limitFailures(kit.limiter, rules, () =>
        acceptInstituteInvite(kit, {
          email: input.email,
          token: input.dummyPassword,
          password: input.password,
        }),
      );
      // The new session carries the epoch this revocation raised.
      const sessionEpoch = await revokeInstituteAdminSessions(db, admin.id);
      return signIn({ ...admin, sessionEpoch }, INSTITUTE_TEXT.passwordCreated);
    },

    /**
     * POST /institute/forgot-password (decision 076): the same answer whether or not the address
     * is an institute admin's or counselor's. Every request counts (3 per address, 30 per client
     * address in 15 minutes), like the user's forgot-password; the outbox's cooldown and daily
     * cap bound the mails, and a mail held back gets the same answer.
     */
    async forgotPassword(input: { email: string }, ip: string) {
      await enforceLimits(
        kit.limiter,
        accountAndIpLimits('institute-forgot', input.email, ip, { account: 3, ip: 30 }),
      );
      const admin = await findInstituteAdminByEmail(db, input.email);
      // Admins go with their subscription; the check covers one deleted a moment ago.
      if (admin && (await findInstitute(db, admin.subscriptionId)))
        await sendInstituteReset(kit, admin);
      return { message: INSTITUTE_TEXT.resetSent };
    },

    /** POST /institute/update-password: the current password, then every other session ends. */
    async updatePassword(
      auth: InstituteAuth,
      input: { current_password: string; password: string },
      ip: string,
    ) {
      const { admin } = auth;
      const rules = accountAndIpLimits('institute-changepw', admin.id, ip, {
        account: 10,
        ip: 30,
      });
      await limitFailures(kit.limiter, rules, async () => {
        if (!(await verifyPassword(admin.passwordHash, input.current_password))) {
          const message = INSTITUTE_TEXT.wrongCurrentPassword;
          throw new ValidationError(message, { current_password: [message] });
        }
      });
      if (input.password === input.current_password) {
        const message = INSTITUTE_TEXT.samePassword;
        throw new ValidationError(message, { password: [message] });
      }
      await setAdminPassword(db, admin.id, await hashPassword(input.password));
      await revokeInstituteAdminSessions(db, admin.id, auth.sessionId);
      return { message: INSTITUTE_TEXT.passwordUpdated };
    },

    /** POST /institute/logout: this session ends (others stay). */
    async logout(auth: InstituteAuth) {
      await revokeInstituteSession(db, auth.sessionId);
      return { message: INSTITUTE_TEXT.loggedOut };
    },

    /** POST /institute/settings (the owner): what the institute's counselors may do. */
    async saveSettings(auth: InstituteAuth, input: { counselors_add_students: boolean }) {
      const row = await setCounselorsAddStudents(
        db,
        auth.subscription.id,
        input.counselors_add_students,
      );
      return {
        message: INSTITUTE_TEXT.settingsSaved,
        institute: toInstitute(row ?? auth.subscription),
      };
    },

    /** GET /institute/me. */
    me(auth: InstituteAuth): InstituteMeResponse {
      return {
        user: toInstituteAdmin(auth.admin, auth.subscription),
        institute: toInstitute(auth.subscription),
      };
    },
  };
}
export type InstituteAuthService = ReturnType<typeof createInstituteAuthService>;
