import { INSTITUTE_INVITE_TEXT } from '@degreeworth/core';
import { generateLinkToken } from '../../lib/codes';
import { instituteInviteMail } from '../../lib/emails';
import { BadRequestError } from '../../lib/errors';
import type { EnqueueResult } from '../../lib/mail-outbox/outbox';
import { hashPassword } from '../../lib/passwords';
import { type AccountKit, appLink } from '../kit';
import { resetLinkRedeemer, schoolLoginLink } from './password-reset';
import {
  findInstituteAdminByEmail,
  type InstituteAdminRow,
  redeemInvite,
  setInvite,
} from './repository';

/**
 * The institute admin's invite (decision 042): a 256-bit random token mailed as the
 * `dummyPassword` of the app's route /#/confirm-subscription/{dummyPassword}/{mail}, stored
 * as a keyed hash (lib/codes.ts), valid INSTITUTE_INVITE_DAYS days, single-use; a new one
 * replaces it.
 */
export const INSTITUTE_INVITE_DAYS = 7;
/** The purpose the token's hash is keyed with (never equal to another kind of code's). */
const PURPOSE = 'institute_invite';

const isLive = (admin: InstituteAdminRow, now: Date) =>
  Boolean(admin.inviteHash && admin.inviteExpiresAt && admin.inviteExpiresAt > now);

/**
 * Mails a new confirm link through the outbox (purpose `institute_invite`, capped like every
 * account mail). The token is stored only once the mail is queued, so a mail held back (the
 * one-a-minute cooldown while the last link works, or the address's daily cap) never replaces
 * the link already sent.
 */
export async function sendInstituteInvite(
  kit: AccountKit,
  admin: InstituteAdminRow,
  institute: string,
): Promise<EnqueueResult> {
  const token = generateLinkToken();
  const url = appLink(kit, 'confirm-subscription', token, admin.email);
  const sent = await kit.outbox.enqueue(
    'institute_invite',
    {
      to: admin.email,
      ...instituteInviteMail(
        url,
        institute,
        INSTITUTE_INVITE_DAYS,
        admin.role,
        schoolLoginLink(kit),
      ),
    },
    { cooldown: isLive(admin, new Date()) },
  );
  if (sent.queued) {
    const expiresAt = new Date(Date.now() + INSTITUTE_INVITE_DAYS * 24 * 3600 * 1000);
    await setInvite(kit.db, admin.id, kit.codes.hash(PURPOSE, token), expiresAt);
  }
  return sent;
}

/**
 * For the set-password call: checks the link's token for `email` and, when it is the live invite
 * or the live "Forgot password?" link (password-reset.ts), uses it and sets `password` (Argon2id)
 * at once; either link dies with it. Anything else (no such admin, a wrong, used, replaced or
 * expired token) is the one 400.
 */
export async function acceptInstituteInvite(
  kit: Pick<AccountKit, 'db' | 'codes'>,
  input: { email: string; token: string; password: string },
): Promise<InstituteAdminRow> {
  const invalid = () => new BadRequestError(INSTITUTE_INVITE_TEXT.invalid);
  const admin = await findInstituteAdminByEmail(kit.db, input.email);
  if (!admin) throw invalid();
  const now = new Date();
  const redeem =
    inviteRedeemer(kit, admin, input.token, now) ?? resetLinkRedeemer(kit, admin, input.token, now);
  if (!redeem) throw invalid();
  const row = await redeem(await hashPassword(input.password));
  if (!row) throw invalid();
  return row;
}

/** When `token` is the admin's live invite: a call that sets the password and uses it. */
function inviteRedeemer(
  kit: Pick<AccountKit, 'db' | 'codes'>,
  admin: InstituteAdminRow,
  token: string,
  now: Date,
) {
  const stored = admin.inviteHash;
  if (!stored || !isLive(admin, now) || !kit.codes.matches(PURPOSE, token, stored))
    return undefined;
  return (passwordHash: string) => redeemInvite(kit.db, admin.id, stored, passwordHash, now);
}
