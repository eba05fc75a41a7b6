import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './toast';

describe('apiErrorMessage', () => {
  it('takes the message of an API error', () => {
    expect(
      apiErrorMessage({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'No such resource.',
      }),
    ).toBe('No such resource.');
  });

  it('gives null for an empty message, so the caller shows its own fallback', () => {
    expect(
      apiErrorMessage({ statusCode: 502, error: 'Bad Gateway', code: 'X', message: '  ' }),
    ).toBeNull();
  });

  it('does not show programming errors to people', () => {
    expect(apiErrorMessage(new TypeError('x is undefined'))).toBeNull();
    expect(apiErrorMessage('boom')).toBeNull();
    expect(apiErrorMessage(null)).toBeNull();
  });
});
