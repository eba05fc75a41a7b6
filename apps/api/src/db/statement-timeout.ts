import { ServiceUnavailableError } from '../lib/errors';

/** SQLSTATE query_canceled: statement_timeout ran out (or an administrator cancelled it). */
export const QUERY_CANCELED = '57014';

/** True for a statement the server cancelled, as node-postgres throws it or drizzle wraps it. */
export function isQueryCanceled(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * `work`, with a cancelled statement turned into a 503 that says to try again (a temporary
 * failure, never a 500 with SQL text); every other error as it was.
 */
export async function unavailableIfCanceled<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    // The cause stays for the log line (error-handler.ts); the answer carries the message only.
    if (isQueryCanceled(err))
      throw Object.assign(new ServiceUnavailableError(message), { cause: err });
    throw err;
  }
}
