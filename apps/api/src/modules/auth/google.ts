import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/**
 * Verifies a Google ID token: signature against the key set at `jwksUrl`, issuer,
 * audience (our client id) and expiry; the address must be verified by Google.
 */
export function createGoogleVerifier(opts: { clientId: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(opts.jwksUrl));
  return async (idToken: string): Promise<GoogleIdentity | null> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: opts.clientId,
      }));
    } catch {
      return null;
    }
    const {
      sub,
      email,
      email_verified: verified,
      name,
    } = payload as JWTPayload & {
      email?: unknown;
      email_verified?: unknown;
      name?: unknown;
    };
    if (typeof sub !== 'string' || typeof email !== 'string' || verified !== true) return null;
    return {
      sub,
      email: email.toLowerCase(),
      name: typeof name === 'string' && name.trim() ? name.trim() : email.split('@')[0]!,
    };
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
