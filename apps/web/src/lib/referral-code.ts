// The zod-free twin of ReferralCodeInputSchema.parse: a referral link opens the home page (#14).
import { readReferralCode } from '@degreeworth/core/checks';
import { REFERRAL_CODE_KEY, storage } from './storage';

/**
 * The code of a referral link (/#/?ref=<code>), kept in localStorage from the moment
 * the app opens with it until a sign-up sends it, so a visitor may look around first. The last
 * link opened wins. Anything that is not a code is never kept nor sent.
 */

/** Keeps `raw` when it reads as a referral code (trimmed, lower-cased). */
export function rememberReferralCode(raw: string): void {
  const code = readReferralCode(raw);
  if (code) storage.set(REFERRAL_CODE_KEY, code);
}

/** The kept code, if any. */
export function storedReferralCode(): string | undefined {
  return readReferralCode(storage.get(REFERRAL_CODE_KEY) ?? undefined);
}

/** The `referral_code` field of a sign-up body: empty without a kept code. */
export function referralCodeField(): { referral_code?: string } {
  const code = storedReferralCode();
  return code ? { referral_code: code } : {};
}

/** After a sign-up call succeeded: the code did its work (or the account already existed). */
export function forgetReferralCode(): void {
  storage.remove(REFERRAL_CODE_KEY);
}
