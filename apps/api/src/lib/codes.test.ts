import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCodeHasher } from './codes';

describe('one-time code hashes', () => {
  const secret = 'a-server-secret-of-at-least-32-bytes';

  it('match the right code of the right purpose only', () => {
    const codes = createCodeHasher(secret);
    const stored = codes.hash('reset_password', '123456');
    expect(codes.matches('reset_password', '123456', stored)).toBe(true);
    expect(codes.matches('reset_password', '123457', stored)).toBe(false);
    expect(codes.matches('student_otp', '123456', stored)).toBe(false);
  });

  it('are keyed with a key derived from the secret, not with the token-signing secret itself', () => {
    const withSigningKey = createHmac('sha256', secret)
      .update('reset_password:123456')
      .digest('base64url');
    expect(createCodeHasher(secret).hash('reset_password', '123456')).not.toBe(withSigningKey);
  });
});
