import { RateLimitedError } from '../errors';
import { COOLDOWN_SECONDS, type SkipReason } from './policy';

/**
 * The 429 of a mail someone asked for and the outbox held back: within the cooldown, try again
 * once it has passed (Retry-After); past the address's daily cap, tomorrow.
 */
export function heldBackError(
  reason: SkipReason,
  texts: { cooldown: string; dailyCap: string },
): RateLimitedError {
  return reason === 'cooldown'
    ? new RateLimitedError(texts.cooldown, COOLDOWN_SECONDS)
    : new RateLimitedError(texts.dailyCap);
}
