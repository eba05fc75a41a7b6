import { hash, verify } from '@node-rs/argon2';
import { createWorkPool } from './work-pool';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, unusable under verbatimModuleSyntax). */
const ARGON2ID = 2;

/**
 * One Argon2id hash at a time in this process, the others wait their turn. Each hash takes a
 * core for about 12 ms on libuv's thread pool, which file reads and compression share. Left
 * alone, a burst of sign-ins (a class arriving at once) runs four hashes per process beside the
 * request thread: the pool has no thread left for the other requests' files, and the request
 * thread gets a fifth of a core, so every answer waits. One at a time still hashes about 80
 * passwords a second per process, and the other work keeps its core.
 */
const hashing = createWorkPool({
  concurrency: 1,
  // A sign-in waits its turn rather than fail: the line has no end, so `busy` never happens.
  maxWaiting: Infinity,
  pollBetween: false,
  busy: () => new Error('password hashing never refuses work'),
});

/** Argon2id with the library defaults (m = 19 MiB, t = 2, p = 1: OWASP's minimum). */
export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, { algorithm: ARGON2ID }));
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await hashing.run(() => verify(hashed, password));
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the account does not exist (equal timing). */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  return dummyHash;
}
