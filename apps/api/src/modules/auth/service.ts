import {
  AUTH_TEXT,
  ERROR_CODES,
  type Language,
  OTP_TTL_SECONDS,
  type PublicUser,
  type SigninResponse,
} from '@degreeworth/core';
import { isFullAdmin, permissionsOf } from '../../lib/admin-access';
import { generateLinkToken, generateOtp } from '../../lib/codes';
import { accountExistsMail, resetPasswordMail } from '../../lib/emails';
import { AppError, RateLimitedError, UnauthenticatedError } from '../../lib/errors';
import { personLanguage } from '../../lib/language';
import {
  accountAndIpLimits,
  enforceLimits,
  LIMIT_WINDOW_SECONDS,
  limitFailures,
  SCHOOL_ADDRESS_MAILS,
} from '../../lib/limits';
import { hashPassword } from '../../lib/passwords';
import { revokeSession, type UserRow } from '../../lib/sessions';
import { referrerForNewAccount } from '../referrals';
import { findUserByEmail, findUserByGoogleSub, insertUser } from '../../accounts/users-repository';
import { publicUserOf } from '../users';
import { consumeCodes } from '../../accounts/codes-repository';
import type { GoogleVerifier } from './google';
import { linkGoogle } from './google-link';
import { proveAddress } from './proof';
import {
  appLink,
  checkCredentials,
  liveCode,
  mailCodes,
  redeemCode,
  sendVerificationMail,
  type SignUpBinding,
  startSession,
  type AccountKit,
} from '../../accounts/kit';

export function createAuthService(kit: AccountKit, google: GoogleVerifier | null) {
  /** `requested`: the request's language, for an account that never chose one. */
  const sendVerification = (user: UserRow, bound: SignUpBinding, requested?: Language | null) =>
    sendVerificationMail(kit, user, bound, requested);
  /** A reset code and a reset link (a long token: the link never carries the guessable code). */
  const sendReset = (user: UserRow, requested?: Language | null) => {
    const code = generateOtp();
    const token = generateLinkToken();
    const link = appLink(kit, 'forgot', user.email, token);
    return mailCodes(
      kit,
      user,
      'reset_password',
      resetPasswordMail(code, link, personLanguage(user, requested)),
      [
        { purpose: 'reset_password', value: code, ttlSeconds: OTP_TTL_SECONDS },
        { purpose: 'reset_link', value: token, ttlSeconds: OTP_TTL_SECONDS },
      ],
    );
  };

  return {
    async signup(
      input: { name: string; email: string; password: string; referral_code?: string },
      ip: string,
      requested?: Language | null,
    ): Promise<{ message: string }> {
      // Sign-up mails a link: limited per address, sized for a class behind one school address.
      await enforceLimits(
        kit.limiter,
        accountAndIpLimits('signup', input.email, ip, { account: 3, ip: SCHOOL_ADDRESS_MAILS }),
      );
      // The same answer, and the same work (a hash, a queued mail), whether or not the address
      // has an account, so the caller cannot tell which addresses have one: the owner gets a mail.
      const passwordHash = await hashPassword(input.password);
      // Refer and Earn: the referrer is bound to this sign-up's link and recorded only when the
      // link proves the address, so an account nobody proved never earns anyone a referral.
      const bound = {
        passwordHash,
        referrerId: await referrerForNewAccount(kit.db, input.referral_code, input.email),
      };
      const existing = await findUserByEmail(kit.db, input.email);
      if (existing?.emailVerifiedAt) {
        const link = appLink(kit, 'forgot');
        await kit.outbox.enqueue('account_exists', {
          to: existing.email,
          ...accountExistsMail(link, personLanguage(existing, requested)),
        });
        return { message: AUTH_TEXT.signedUp };
      }
      if (existing) {
        // Nobody proved this address yet, so the account may have been set up by someone else:
        // this sign-up gets a link of its own, and the account keeps the password of the sign-up
        // whose link is used. Its current password stays until then.
        await sendVerification(existing, bound, requested);
        return { message: AUTH_TEXT.signedUp };
      }
      const user = await insertUser(kit.db, {
        name: input.name,
        email: input.email,
        passwordHash,
        role: 'counselor',
      });
      await sendVerification(user, bound, requested);
      return { message: AUTH_TEXT.signedUp };
    },

    async resendVerification(
      user: UserRow,
      ip: string,
      requested?: Language | null,
    ): Promise<{ message: string }> {
      await enforceLimits(
        kit.limiter,
        accountAndIpLimits('verify', user.id, ip, { account: 3, ip: SCHOOL_ADDRESS_MAILS }),
      );
      if (!user.emailVerifiedAt) {
        // The new link belongs to the caller, signed in with the account's current password. It
        // keeps the referrer of the link it replaces only when that link was the same sign-up's
        // (the same password): never one of another sign-up with this address.
        const live = await liveCode(kit, user.id, 'verify_email');
        const sameSignUp = live?.passwordHash != null && live.passwordHash === user.passwordHash;
        const sent = await sendVerification(
          user,
          {
            passwordHash: user.passwordHash,
            referrerId: sameSignUp ? live.referrerId : null,
          },
          requested,
        );
        // The caller owns this account: telling them to wait reveals nothing.
        if (!sent.queued) {
          const text =
            sent.reason === 'cooldown' ? AUTH_TEXT.resendCooldown : AUTH_TEXT.resendDailyCap;
          throw new RateLimitedError(text);
        }
      }
      return { message: AUTH_TEXT.verificationResent };
    },

    async verifyEmail(
      input: { email: string; token: string },
      ip: string,
    ): Promise<SigninResponse> {
      // Wrong or used links count; a class verifying behind one address does not.
      const rules = [{ key: `verify-link:ip:${ip}`, max: 30, windowSeconds: LIMIT_WINDOW_SECONDS }];
      return limitFailures(kit.limiter, rules, async () => {
        const user = await findUserByEmail(kit.db, input.email);
        const link = await redeemCode(kit, user, 'verify_email', input.token);
        // The account keeps only the password of the sign-up this link belongs to, and every
        // session opened before ends.
        const verified = await proveAddress(kit, user!, {
          // A link can outlive its address's first proof only in a race with another proof;
          // then the password that proof set stays.
          passwordHash: user!.emailVerifiedAt ? undefined : link.passwordHash,
          referrerId: link.referrerId,
        });
        return {
          message: AUTH_TEXT.verified,
          status: 'success' as const,
          token: await startSession(kit, verified, 'user'),
        };
      });
    },

    async signin(input: { email: string; password: string }, ip: string): Promise<SigninResponse> {
      const user = await checkCredentials(kit, input, ip);
      const token = await startSession(kit, user, 'user');
      return user.emailVerifiedAt
        ? { message: AUTH_TEXT.signedIn, status: 'success', token }
        : { message: AUTH_TEXT.mustVerify, status: 'verify', token };
    },

    async adminLogin(input: { email: string; password: string }, ip: string) {
      const user = await checkCredentials(kit, input, ip);
      if (user.isAdmin !== 1) throw new UnauthenticatedError(AUTH_TEXT.wrongCredentials);
      const token = await startSession(kit, user, 'admin');
      return {
        message: AUTH_TEXT.signedIn,
        token,
        user: {
          name: user.name,
          email: user.email,
          is_admin: user.isAdmin,
          full_admin: isFullAdmin(user),
          permissions: permissionsOf(user),
        },
      };
    },

    /** Same answer whether or not the account exists (no account enumeration). */
    async forgotPassword(
      input: { email: string },
      ip: string,
      requested?: Language | null,
    ): Promise<{ message: string }> {
      await enforceLimits(
        kit.limiter,
        accountAndIpLimits('forgot', input.email, ip, { account: 3, ip: SCHOOL_ADDRESS_MAILS }),
      );
      const user = await findUserByEmail(kit.db, input.email);
      // Queued, not sent: the answer takes as long whether or not the account exists. A mail
      // held back by the recipient's cap or cooldown gets the same answer.
      if (user) await sendReset(user, requested);
      return { message: AUTH_TEXT.forgotSent };
    },

    /** Sets the new password and ends every session of the account. */
    async resetPassword(
      input: { email: string; verificationCode: string; password: string },
      ip: string,
    ) {
      const rules = accountAndIpLimits('reset', input.email, ip, { account: 10, ip: 30 });
      const user = await limitFailures(kit.limiter, rules, async () => {
        const found = await findUserByEmail(kit.db, input.email);
        // The 6-digit code typed from the mail, or the long token the mail's link carries.
        const isCode = /^\d+$/.test(input.verificationCode);
        const purpose = isCode ? 'reset_password' : 'reset_link';
        await redeemCode(kit, found, purpose, input.verificationCode);
        await consumeCodes(kit.db, found!.id, isCode ? 'reset_link' : 'reset_password');
        return found;
      });
      // Receiving the code or the link proves the address: the new password is the only one
      // left, and every session ends.
      await proveAddress(kit, user!, { passwordHash: await hashPassword(input.password) });
      return { message: AUTH_TEXT.passwordReset };
    },

    /** Signs in with a Google ID token, linking or creating the account (verified by Google). */
    async googleLogin(
      credential: string,
      ip: string,
      referralCode?: string,
    ): Promise<SigninResponse> {
      // 400, not 503: nothing will change by retrying, this server has no Google client id.
      if (!google)
        throw new AppError(400, ERROR_CODES.notConfigured, AUTH_TEXT.googleNotConfigured);
      // Rejected tokens count; a class signing in with Google behind one address does not.
      const rules = [{ key: `google:ip:${ip}`, max: 30, windowSeconds: LIMIT_WINDOW_SECONDS }];
      const identity = await limitFailures(kit.limiter, rules, async () => {
        const found = await google(credential);
        if (!found) throw new UnauthenticatedError(AUTH_TEXT.googleRejected);
        return found;
      });
      const user =
        (await findUserByGoogleSub(kit.db, identity.sub)) ??
        (await linkGoogle(kit, identity, referralCode));
      return {
        message: AUTH_TEXT.signedIn,
        status: 'success',
        token: await startSession(kit, user, 'user'),
      };
    },

    async logout(sessionId: string): Promise<{ message: string }> {
      await revokeSession(kit.db, sessionId);
      return { message: AUTH_TEXT.loggedOut };
    },

    me(user: UserRow): Promise<PublicUser> {
      return publicUserOf(kit.db, user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
