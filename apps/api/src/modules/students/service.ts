import {
  type Language,
  OTP_TTL_SECONDS,
  STUDENT_TEXT,
  type StudentStatus,
} from '@degreeworth/core';
import { generateLinkToken, generateOtp } from '../../lib/codes';
import { studentCodeMail } from '../../lib/emails';
import { BadRequestError } from '../../lib/errors';
import { personLanguage } from '../../lib/language';
import { hashPassword } from '../../lib/passwords';
import {
  accountAndIpLimits,
  enforceLimits,
  limitFailures,
  SCHOOL_ADDRESS_MAILS,
} from '../../lib/limits';
import type { UserRow } from '../../lib/sessions';
import type { AccountKit } from '../../accounts/kit';
import {
  appLink,
  checkCredentials,
  issueCode,
  liveCode,
  mailCodes,
  redeemCode,
  startSession,
} from '../../accounts/kit';
import { proveAddress } from '../auth';
import { referrerForNewAccount } from '../referrals';
import { findUserByEmail, insertUser } from '../../accounts/users-repository';

/** A ticket from a correct code lets a new student create a password; valid 15 minutes. */
const TICKET_TTL_SECONDS = 15 * 60;

/**
 * Student e-mail flow: init-user answers is_new / verify / create_password;
 * the code signs in or yields a ticket; set-password needs that ticket or the e-mailed
 * dummy password: knowing an address alone never sets its password.
 */
export function createStudentService(kit: AccountKit) {
  /**
   * Mails a new code, bound to the referrer of the request that asks for it (its referral link):
   * recorded if this code first proves the address. Never inherited from an earlier code, which
   * may have been asked for by someone else with the address.
   */
  const sendCode = async (
    user: UserRow,
    referralCode: string | undefined,
    requested?: Language | null,
  ) => {
    const code = generateOtp();
    // The student link is the app's /{mailStatus}/{mail}/{code}. Queued, never awaited on SMTP.
    const link = appLink(kit, 'is_new', user.email, code);
    const mail = studentCodeMail(code, link, personLanguage(user, requested));
    const referrerId = await referrerForNewAccount(kit.db, referralCode, user.email);
    return mailCodes(kit, user, 'student_code', mail, [
      { purpose: 'student_otp', value: code, ttlSeconds: OTP_TTL_SECONDS, bound: { referrerId } },
    ]);
  };
  /**
   * verify: the account has a password. create_password: an institute invited the student
   * and mailed a dummy password (the proof set-password needs). Anyone else without a
   * password proves the address with a code again (is_new), so nobody is left stuck.
   */
  const statusOf = async (user: UserRow): Promise<StudentStatus> => {
    if (user.passwordHash) return 'verify';
    return (await liveCode(kit, user.id, 'student_invite')) ? 'create_password' : 'is_new';
  };

  return {
    /**
     * `referralCode`: bound to the code this call mails, and recorded when that code first
     * proves the address; a call that mails no code records nothing.
     */
    async initUser(email: string, ip: string, referralCode?: string, requested?: Language | null) {
      await enforceLimits(
        kit.limiter,
        accountAndIpLimits('init', email, ip, { account: 5, ip: SCHOOL_ADDRESS_MAILS }),
      );
      // An address no institute added becomes an individual student (institute_status "false").
      const user =
        (await findUserByEmail(kit.db, email)) ??
        (await insertUser(kit.db, { name: email.split('@')[0]!, email, role: 'student' }));
      const status = await statusOf(user);
      if (status === 'is_new') await sendCode(user, referralCode, requested);
      const message = {
        is_new: STUDENT_TEXT.codeSent,
        verify: STUDENT_TEXT.enterPassword,
        create_password: STUDENT_TEXT.createPassword,
      }[status];
      return { status, message, email: user.email };
    },

    async resendOtp(email: string, ip: string, referralCode?: string, requested?: Language | null) {
      await enforceLimits(
        kit.limiter,
        accountAndIpLimits('resend', email, ip, { account: 3, ip: SCHOOL_ADDRESS_MAILS }),
      );
      const user = await findUserByEmail(kit.db, email);
      if (user && (await statusOf(user)) === 'is_new')
        await sendCode(user, referralCode, requested);
      // The app resets its countdown when the resend status is "verify".
      return { status: 'verify' as const, message: STUDENT_TEXT.codeSent };
    },

    async verifyOtp(input: { email: string; code: string }, ip: string) {
      const rules = accountAndIpLimits('otp', input.email, ip, { account: 10, ip: 50 });
      const { user, code } = await limitFailures(kit.limiter, rules, async () => {
        const found = await findUserByEmail(kit.db, input.email);
        return { user: found!, code: await redeemCode(kit, found, 'student_otp', input.code) };
      });
      // The code proves the address. On its first proof, a password set before (by whoever typed
      // the address) is dropped and every session ends: the student creates
      // their own password with the ticket below.
      const verified = await proveAddress(kit, user, {
        passwordHash: user.emailVerifiedAt ? undefined : null,
        referrerId: code.referrerId,
      });
      if (verified.passwordHash) {
        return {
          status: 'success' as const,
          message: STUDENT_TEXT.signedIn,
          token: await startSession(kit, verified, 'user'),
        };
      }
      const ticket = generateLinkToken();
      await issueCode(kit, verified.id, 'student_ticket', ticket, TICKET_TTL_SECONDS);
      return { status: 'create_password' as const, message: STUDENT_TEXT.codeAccepted, ticket };
    },

    async loginUser(input: { email: string; password: string }, ip: string) {
      const user = await checkCredentials(kit, input, ip);
      return {
        status: 'success' as const,
        message: STUDENT_TEXT.signedIn,
        token: await startSession(kit, user, 'user'),
      };
    },

    async setPassword(
      input: { email: string; new_password: string; ticket?: string; dummyPassword?: string },
      ip: string,
    ) {
      const rules = accountAndIpLimits('setpw', input.email, ip, { account: 10, ip: 30 });
      const user = await limitFailures(kit.limiter, rules, async () => {
        const found = await findUserByEmail(kit.db, input.email);
        if (!found || found.passwordHash) throw new BadRequestError(STUDENT_TEXT.ticketInvalid);
        if (input.ticket) await redeemCode(kit, found, 'student_ticket', input.ticket);
        else if (input.dummyPassword)
          await redeemCode(kit, found, 'student_invite', input.dummyPassword);
        else throw new BadRequestError(STUDENT_TEXT.ticketInvalid);
        return found;
      });
      // The ticket (from a code) or the institute's invite (mailed to the address) proves it.
      const updated = await proveAddress(kit, user, {
        passwordHash: await hashPassword(input.new_password),
      });
      return {
        status: true as const,
        message: STUDENT_TEXT.passwordCreated,
        token: await startSession(kit, updated, 'user'),
      };
    },
  };
}
export type StudentService = ReturnType<typeof createStudentService>;
