import { z } from 'zod';
import { SIGN_IN_LINK_TEXT } from '../validation/auth-messages';
import { BODY_MUST_BE_OBJECT } from '../validation/messages';

/**
 * Sign-in links: a `?token=` in the app's address signs the reader in only
 * when it is a link token the API issued for that purpose (POST /auth/sign-in-link): single use,
 * valid SIGN_IN_LINK_TTL_SECONDS, exchanged for a new session (POST /auth/sign-in-link/exchange).
 * A session token in an address is refused, so nobody can be signed into someone else's account
 * by a link they were sent.
 */

/** How long a sign-in link works, in seconds (long enough to open it on a phone, no longer). */
export const SIGN_IN_LINK_TTL_SECONDS = 10 * 60;

/**
 * The longest token the exchange reads: anything longer is refused by the body check with the
 * same message (a session token is about 250 characters and still reaches the service, which
 * counts it as a failed attempt).
 */
const MAX_TOKEN_LENGTH = 2048;

/** POST /auth/sign-in-link/exchange: the `token` of the link's address. */
export const SignInLinkExchangeInputSchema = z.object(
  {
    token: z
      .string({ error: SIGN_IN_LINK_TEXT.invalid })
      .trim()
      .min(1, SIGN_IN_LINK_TEXT.invalid)
      .max(MAX_TOKEN_LENGTH, SIGN_IN_LINK_TEXT.invalid),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type SignInLinkExchangeInput = z.input<typeof SignInLinkExchangeInputSchema>;

/** POST /auth/sign-in-link (201): the link to open on the other device, and its lifetime (s). */
export const SignInLinkResponseSchema = z.object({
  url: z.string(),
  expires_in: z.number().int(),
});
export type SignInLinkResponse = z.infer<typeof SignInLinkResponseSchema>;

/** POST /auth/sign-in-link/exchange (201): a new user session, and whose it is. */
export const SignInLinkExchangeResponseSchema = z.object({
  message: z.string(),
  status: z.literal('success'),
  token: z.string(),
  email: z.string(),
});
export type SignInLinkExchangeResponse = z.infer<typeof SignInLinkExchangeResponseSchema>;
