import { SignJWT, jwtVerify } from 'jose';

/** Session tokens: HS256 JWTs naming a session row, so they can be revoked (sessions table). */
export const SESSION_TTL_DAYS = 30;
const ISSUER = 'degreeworth';

export interface SessionClaims {
  sid: string;
  sub: string;
  kind: 'user' | 'admin';
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: SessionClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid, kind: claims.kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const { sid, kind, sub } = payload as { sid?: unknown; kind?: unknown; sub?: unknown };
        if (typeof sid !== 'string' || typeof sub !== 'string') return null;
        if (kind !== 'user' && kind !== 'admin') return null;
        return { sid, sub, kind };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
