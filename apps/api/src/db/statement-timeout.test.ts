import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { isQueryCanceled, unavailableIfCanceled } from './statement-timeout';

describe('cancelled statements', () => {
  const canceled = Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
  });

  it('recognises query_canceled as node-postgres throws it and as drizzle wraps it', () => {
    expect(isQueryCanceled(canceled)).toBe(true);
    expect(isQueryCanceled(new Error('Failed query: select 1', { cause: canceled }))).toBe(true);
    expect(isQueryCanceled(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(false);
    expect(isQueryCanceled('57014')).toBe(false);
    expect(isQueryCanceled(null)).toBe(false);
  });

  it('turns a cancelled statement into a 503 with the message and keeps every other error', async () => {
    const err = await unavailableIfCanceled(Promise.reject(canceled), 'Please try again.').catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 503, message: 'Please try again.' });
    const other = new Error('boom');
    await expect(unavailableIfCanceled(Promise.reject(other), 'x')).rejects.toBe(other);
    await expect(unavailableIfCanceled(Promise.resolve(7), 'x')).resolves.toBe(7);
  });
});
