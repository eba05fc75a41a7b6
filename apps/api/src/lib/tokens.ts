import { SignJWT, jwtVerify } from 'jose';
import type { TokenKind } from './session-policy';

/**
 * Session tokens: HS256 JWTs naming a session row, so they can be revoked (sessions table).
 * Their lifetimes are the session limits of lib/session-policy.ts.
 */
const ISSUER = 'degreeworth';

/**
 * Tokens whose signature and claims were verified, by exact token string (FIFO, bounded): a
 * signed-in page costs no HMAC then. It only saves the signature check; `exp` is checked again
 * on every hit, and the session row is still read on every request (auth.ts), so a logout or
 * a password change ends the session on the very next request.
 */
const MAX_VERIFIED = 10_000;

export interface SessionClaims {
  sid: string;
  sub: string;
  /** user and admin name a `sessions` row, institute an `institute_sessions` row. */
  kind: TokenKind;
}

interface Verified {
  claims: SessionClaims;
  /** The token's `exp` (seconds since the epoch), or undefined when it has none. */
  exp: number | undefined;
}

/** jose's rule: a token is expired once the current whole second reaches `exp`. */
const isExpired = (exp: number | undefined) =>
  exp !== undefined && exp <= Math.floor(Date.now() / 1000);

export function createTokenSigner(secret: string) {
  const raw = new TextEncoder().encode(secret);
  // Imported once, on first use: given the raw bytes, jose imports a key for every call.
  let imported: ReturnType<typeof crypto.subtle.importKey> | undefined;
  const key = () =>
    (imported ??= crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
  const verified = new Map<string, Verified>();

  async function verifyFully(token: string): Promise<Verified | null> {
    try {
      const { payload } = await jwtVerify(token, await key(), {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      const { sid, kind, sub } = payload as { sid?: unknown; kind?: unknown; sub?: unknown };
      if (typeof sid !== 'string' || typeof sub !== 'string') return null;
      if (kind !== 'user' && kind !== 'admin' && kind !== 'institute') return null;
      return { claims: { sid, sub, kind }, exp: payload.exp };
    } catch {
      return null;
    }
  }

  return {
    async sign(claims: SessionClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid, kind: claims.kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key());
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<SessionClaims | null> {
      const hit = verified.get(token);
      if (hit) {
        if (!isExpired(hit.exp)) return hit.claims;
        verified.delete(token);
        return null;
      }
      const result = await verifyFully(token);
      if (!result) return null;
      verified.set(token, result);
      if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value!);
      return result.claims;
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
