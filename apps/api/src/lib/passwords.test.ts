import type * as Argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

/** How many Argon2id calls were under way at once, at most: the real library, counted. */
const argon2 = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      argon2.running += 1;
      argon2.most = Math.max(argon2.most, argon2.running);
      try {
        return await fn(...args);
      } finally {
        argon2.running -= 1;
      }
    };
  return { ...real, hash: counted(real.hash), verify: counted(real.verify) };
});

describe('password hashing', () => {
  it('hashes with Argon2id at OWASP minimum cost and verifies only the right password', async () => {
    const hashed = await hashPassword('correct horse battery');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong horse battery')).toBe(false);
    expect(await verifyPassword(null, 'correct horse battery')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse battery')).toBe(false);
  });

  it('runs one hash at a time, the others waiting their turn (a burst of sign-ins)', async () => {
    const hashed = await hashPassword('correct horse battery');
    argon2.most = 0;
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => verifyPassword(hashed, 'correct horse battery')),
      verifyPassword(hashed, 'wrong horse battery'),
      hashPassword('another password'),
    ]);
    expect(results.slice(0, 7)).toEqual([...Array(6).fill(true), false]);
    expect(results[7]).toMatch(/^\$argon2id\$/);
    expect(argon2.most).toBe(1);
  });
});
