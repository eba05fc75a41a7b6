import type { Db } from '../../db/client';
import { findReferralCodeOwner } from './repository';

/**
 * The referrer a new account keeps, from the code its sign-up sent: the code's owner,
 * or null when there is no code, no such code, or the code may not refer. Never an error: a
 * broken link must not block sign-up. Call it only when an account is being created; an
 * existing account is never referred.
 *
 * Refused: a code of the same mailbox (no self-referral, including plus-tags and Gmail's dots),
 * of an institute's student (Refer and Earn is for individual accounts), or of a disabled account.
 */
export async function referrerForNewAccount(
  db: Db,
  code: string | undefined,
  newEmail: string,
): Promise<string | null> {
  if (!code) return null;
  const owner = await findReferralCodeOwner(db, code);
  if (!owner || owner.instituteId || owner.disabledAt) return null;
  if (sameMailbox(owner.email, newEmail)) return null;
  return owner.id;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * Whether two addresses reach the same mailbox as far as we can tell: case-insensitive, a
 * "+tag" dropped, and for Gmail the dots of the local part too.
 */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}

function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
