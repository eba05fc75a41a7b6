import {
  createRemoteJWKSet,
  customFetch,
  jwtVerify,
  type FetchImplementation,
  type JWTPayload,
} from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/**
 * Google signs ID tokens with RS256 only (its OpenID discovery document,
 * id_token_signing_alg_values_supported). Pinned so that no other algorithm a key in the set
 * could verify (another RSA hash or padding, an EC key) is ever accepted.
 */
const GOOGLE_ALGORITHMS = ['RS256'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export interface GoogleVerifierOptions {
  clientId: string;
  /** An https URL (config.ts refuses any other). */
  jwksUrl: string;
  /** How the key set is fetched; the global fetch unless given (tests trust their own TLS). */
  fetchKeys?: FetchImplementation;
}

/**
 * Verifies a Google ID token: RS256 signature against the key set at `jwksUrl`, issuer,
 * audience (our client id) and expiry; the address must be verified by Google.
 */
export function createGoogleVerifier(opts: GoogleVerifierOptions) {
  const keys = createRemoteJWKSet(
    new URL(opts.jwksUrl),
    opts.fetchKeys ? { [customFetch]: opts.fetchKeys } : {},
  );
  return async (idToken: string): Promise<GoogleIdentity | null> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: opts.clientId,
        algorithms: GOOGLE_ALGORITHMS,
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
