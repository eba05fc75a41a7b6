import { randomInt } from 'node:crypto';

/**
 * Referral codes: 10 characters from 31 lower-case letters and digits without the look-alikes
 * (i, l, o, 0, 1), about 49.5 bits: not guessable in practice, short enough to read aloud.
 * They match core's REFERRAL_CODE_PATTERN.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const REFERRAL_CODE_LENGTH = 10;

/** A new random code (crypto.randomInt: uniform, no modulo bias). */
export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
