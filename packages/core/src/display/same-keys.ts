/**
 * Compile-time checks that a table of words has the same keys in every language: a key with
 * words in one language only fails the type check.
 */

/** True when the key sets A and B are equal. */
export type SameKeys<A extends PropertyKey, B extends PropertyKey> = [A] extends [B]
  ? [B] extends [A]
    ? true
    : false
  : false;

/** Accepts only `true`: `Assert<SameKeys<…>>` fails the build when the keys differ. */
export type Assert<T extends true> = T;
