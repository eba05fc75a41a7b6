import { PublicUserSchema } from '@degreeworth/core';
import type { User } from './user';

/** Reads a GET /me body; null when it is not a user record. */
export function parseUser(body: unknown): User | null {
  const parsed = PublicUserSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
