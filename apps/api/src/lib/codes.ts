import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@degreeworth/core';

/** A uniformly random numeric one-time code of OTP_LENGTH digits. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** A random URL-safe token for links and tickets. */
export function generateLinkToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Codes are stored as keyed hashes (HMAC with a key derived from the server secret, and the
 * purpose), so a copy of the database does not reveal them and a 6-digit code cannot be
 * brute-forced offline. The key is derived (HKDF-SHA256) rather than the token-signing secret
 * itself, so no value is ever both a signing key and a hashing key.
 */
export function createCodeHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'degreeworth one-time codes', 32));
  const hashOf = (purpose: string, code: string) =>
    createHmac('sha256', key).update(`${purpose}:${code}`).digest('base64url');
  return {
    hash: hashOf,
    matches(purpose: string, code: string, stored: string): boolean {
      const a = Buffer.from(hashOf(purpose, code));
      const b = Buffer.from(stored);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type CodeHasher = ReturnType<typeof createCodeHasher>;
