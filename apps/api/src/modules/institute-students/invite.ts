import { generateLinkToken } from '../../lib/codes';
import { schoolInvitationMail, studentInviteMail } from '../../lib/emails';
import { personLanguage } from '../../lib/language';
import type { EnqueueResult } from '../../lib/mail-outbox/outbox';
import type { UserRow } from '../../lib/sessions';
import { type AccountKit, appLink, mailCodes } from '../../accounts/kit';

/**
 * How long a student's invite link stays valid (decision 015): as the institute admin's, a
 * week (a student may read school mail only weekly). After that the student e-mail flow sends
 * a 6-digit code as for anyone without a password.
 */
export const STUDENT_INVITE_DAYS = 7;

/**
 * Mails a student an institute added the link /#/create_password/{mail}/{dummyPassword} (the
 * app's route /{mailStatus}/{mail}/{dummyPassword}): the web opens the student step "create
 * password" with it, and POST /set-password takes the dummyPassword. The code (purpose
 * `student_invite`, 256 random bits) is stored hashed and single-use, once the mail is queued
 * (accounts/kit.ts).
 */
export function sendStudentInvite(
  kit: AccountKit,
  user: UserRow,
  institute: string,
): Promise<EnqueueResult> {
  const token = generateLinkToken();
  const link = appLink(kit, 'create_password', user.email, token);
  return mailCodes(
    kit,
    user,
    'student_invite',
    studentInviteMail(
      link,
      institute,
      STUDENT_INVITE_DAYS,
      `${kit.publicUrl}/#/`,
      personLanguage(user),
    ),
    [{ purpose: 'student_invite', value: token, ttlSeconds: STUDENT_INVITE_DAYS * 24 * 3600 }],
  );
}

/**
 * Mails an account that existed before that `institute` invites it; the answer is given in the
 * app after signing in (GET /me `institute_invitation`), so the mail carries no link that acts.
 */
export function sendSchoolInvitation(
  kit: AccountKit,
  user: UserRow,
  institute: string,
): Promise<EnqueueResult> {
  return kit.outbox.enqueue('school_invitation', {
    to: user.email,
    ...schoolInvitationMail(`${kit.publicUrl}/#/`, institute, personLanguage(user)),
  });
}
