import { type APIRequestContext, expect } from '@playwright/test';
import type { instituteSession } from './admin-support';
import { waitForMail } from './support';

/** A school made by instituteSession: its owner's token, slug and name. */
export type School = Awaited<ReturnType<typeof instituteSession>>;

/** The owner adds a student through the API (POST /institute/instituteUsers). */
export async function enrol(
  request: APIRequestContext,
  school: School,
  name: string,
  email: string,
): Promise<void> {
  const res = await request.post('/api/v1/institute/instituteUsers', {
    headers: { authorization: `Bearer ${school.token}` },
    data: { name, email },
  });
  expect(res.status()).toBe(201);
}

/**
 * The enrolled student creates a password from the mailed link, through the API, as the
 * create-password step does: their user token.
 */
export async function claimedToken(request: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(email, /create_password/);
  const link = /#\/create_password\/([^/\s"'<>]+)\/([^\s"'<>]+)/.exec(mail)!;
  const set = await request.post('/api/v1/set-password', {
    data: {
      email: decodeURIComponent(link[1]!),
      dummyPassword: decodeURIComponent(link[2]!),
      new_password: 'student-pass-31',
      confirm_password: 'student-pass-31',
      status: 'create_password',
    },
  });
  expect(set.status()).toBe(200);
  return ((await set.json()) as { token: string }).token;
}
