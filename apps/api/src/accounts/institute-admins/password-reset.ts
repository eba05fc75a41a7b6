import { generateLinkToken } from '../../lib/codes';
import { instituteResetMail } from '../../lib/emails';
import type { EnqueueResult } from '../../lib/mail-outbox/outbox';
import { type AccountKit, appLink } from '../kit';
import { type InstituteAdminRow, redeemResetLink, setResetLink } from './repository';

/**
 * "Forgot password?" on the school login (decision 076): a 256-bit random token mailed as the
 * `dummyPassword` of /#/confirm-subscription/{dummyPassword}/{mail}, the screen and call that
 * also take the invite. Stored as a keyed hash in its own columns (never the invite's), valid
 * INSTITUTE_RESET_MINUTES, single-use; a new one replaces it.
 */
export const INSTITUTE_RESET_MINUTES = 60;
/** The purpose the token's hash is keyed with: a reset token never passes as an invite. */
const PURPOSE = 'institute_reset';

const isLive = (admin: InstituteAdminRow, now: Date) =>
  Boolean(admin.resetHash && admin.resetExpiresAt && admin.resetExpiresAt > now);

/**
 * Mails a new reset link through the outbox (purpose `institute_reset`, capped like every
 * account mail). The token is stored only once the mail is queued, so a mail held back (the
 * one-a-minute cooldown while the last link works, or the address's daily cap) never replaces
 * the link already sent.
 */
export async function sendInstituteReset(
  kit: AccountKit,
  admin: InstituteAdminRow,
): Promise<EnqueueResult> {
  const token = generateLinkToken();
  const url = appLink(kit, 'confirm-subscription', token, admin.email);
  const sent = await kit.outbox.enqueue(
    'institute_reset',
    {
      to: admin.email,
      ...instituteResetMail(url, INSTITUTE_RESET_MINUTES, schoolLoginLink(kit)),
    },
    { cooldown: isLive(admin, new Date()) },
  );
  if (sent.queued) {
    const expiresAt = new Date(Date.now() + INSTITUTE_RESET_MINUTES * 60 * 1000);
    await setResetLink(kit.db, admin.id, kit.codes.hash(PURPOSE, token), expiresAt);
  }
  return sent;
}

/**
 * When `token` is the admin's live reset link: a call that sets the password and uses the link
 * (undefined when the link was used or replaced meanwhile). Otherwise undefined.
 */
export function resetLinkRedeemer(
  kit: Pick<AccountKit, 'db' | 'codes'>,
  admin: InstituteAdminRow,
  token: string,
  now: Date,
) {
  const stored = admin.resetHash;
  if (!stored || !isLive(admin, now) || !kit.codes.matches(PURPOSE, token, stored))
    return undefined;
  return (passwordHash: string) => redeemResetLink(kit.db, admin.id, stored, passwordHash, now);
}

/** The school login (/#/institute/admin), named in the institute mails for signing in later. */
export function schoolLoginLink(kit: Pick<AccountKit, 'publicUrl'>): string {
  return `${kit.publicUrl}/#/institute/admin`;
}
